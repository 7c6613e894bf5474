// The tab strip by index (tabs.ts) with unread badges; switching tabs marks the new tab's
// notification types read. The selected index is kept in ?tab= so a reload keeps it.
import { Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CountBadge } from './components/CountBadge.tsx';
import { DETAIL_TABS, TAB_PARAM, tabIndexFromParam, typesToMarkOnSwitch } from './tabs.ts';

interface DetailTabsProps {
  /** Unread counts shown on each tab, by index. */
  badges: readonly number[];
  /** Marks beside a tab's label, by index (the agent tab's sparkle). */
  marks?: readonly ReactNode[];
  panels: readonly ReactNode[];
  onMarkRead: (types: ReturnType<typeof typesToMarkOnSwitch>) => void;
}

export function DetailTabs({ badges, marks = [], panels, onMarkRead }: DetailTabsProps) {
  const [params, setParams] = useSearchParams();
  const current = tabIndexFromParam(params.get(TAB_PARAM));

  const select = (value: string | null) => {
    const next = Number(value);
    if (!Number.isInteger(next) || next === current) return;
    const types = typesToMarkOnSwitch(current, next);
    if (types.length > 0) onMarkRead(types);
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 0) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={String(current)} onChange={select} keepMounted={false} variant="outline" radius="md">
      <Tabs.List>
        {DETAIL_TABS.map((tab, index) => (
          <Tabs.Tab key={tab.key} value={String(index)} data-testid={`tab-${tab.key}`}>
            <Group gap={6} wrap="nowrap">
              {tab.label}
              {marks[index]}
              <CountBadge count={badges[index] ?? 0} testId={`tab-badge-${tab.key}`} />
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DETAIL_TABS.map((tab, index) => (
        <Tabs.Panel key={tab.key} value={String(index)} pt="lg">
          {panels[index]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
