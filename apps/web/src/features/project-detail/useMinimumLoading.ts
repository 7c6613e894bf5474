// React side of minimum-loading.ts: true while `loading`, and for at least `minMs` after mount.
import { useEffect, useRef, useState } from 'react';
import { createMinimumLoading, type MinimumLoading } from './minimum-loading.ts';

export const useMinimumLoading = (loading: boolean, minMs: number): boolean => {
  const [visible, setVisible] = useState(true);
  const gate = useRef<MinimumLoading | null>(null);

  useEffect(() => {
    const created = createMinimumLoading(minMs, setVisible);
    gate.current = created;
    return () => created.dispose();
  }, [minMs]);

  useEffect(() => {
    gate.current?.update(loading);
  }, [loading]);

  return visible;
};
