/**
 * Demo mode's help for a newcomer (the `demo.hints` operation): the simulated insurer's cards to try, and
 * the code its simulated SMS carried for the visit in progress. Asked again whenever `key` changes (a new
 * code step); never asked of a real service, whose desk has no such thing.
 */
import { useEffect, useState } from 'react';
import type { DemoHints } from '../../../shared/domain/demo';
import { useSettings } from '../../stores/settings';
import { visitModel } from './visit-model';

export function useDemoHints(key: unknown): DemoHints | undefined {
  const demo = useSettings((state) => state.view?.mode === 'demo');
  const [hints, setHints] = useState<DemoHints | undefined>();
  useEffect(() => {
    if (!demo) return;
    let current = true;
    void visitModel.demoHints().then((result) => {
      if (current) setHints(result.ok ? result.value : undefined);
    });
    return () => {
      current = false;
    };
  }, [demo, key]);
  return demo ? hints : undefined;
}
