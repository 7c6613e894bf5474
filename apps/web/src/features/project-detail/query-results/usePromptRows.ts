// Shared state of a prompt table: the page, which row is open, and opening a row marks that
// prompt's notifications read.
import { PROMPT_RESULTS_PAGE_SIZE } from '@sightline/contracts';
import { useState } from 'react';
import { tablePage } from '../../../lib/pagination.ts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';

export const usePromptRows = <T extends { id: number }>(rows: readonly T[], type: 'ranking' | 'question') => {
  const { unread, markRead } = useProjectDetail();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const unreadIds = type === 'ranking' ? unread.ranking : unread.question;

  const toggle = (id: number) => {
    const opening = openId !== id;
    setOpenId(opening ? id : null);
    if (opening && unreadIds.has(id)) markRead({ query_id: id, query_type: type });
  };

  return {
    view: tablePage(rows, page, PROMPT_RESULTS_PAGE_SIZE),
    setPage,
    isOpen: (id: number) => openId === id,
    isUnread: (id: number) => unreadIds.has(id),
    toggle,
  };
};
