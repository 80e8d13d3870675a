/**
 * A desk's typed filters before 查询: the fields a person is editing (the draft) beside the filters the page applies
 * (from the URL). Decision: when the applied filters change from outside — back, a link, or the page filling in a
 * default such as the server's auction date once it answers — only the fields that changed are written into the draft;
 * a field the person has set but not yet applied stays as they set it (a 场次 chosen while the desk was still loading
 * is not lost when the desk learns its date). Adjusted while rendering, not in an effect (React's "storing information
 * from previous renders").
 */
import { useState } from 'react';

export function useFilterDraft<T extends Record<string, unknown>>(applied: T): [T, (update: (draft: T) => T) => void] {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  const changed = (Object.keys(applied) as (keyof T)[]).filter((key) => !Object.is(applied[key], shown[key]));
  if (changed.length > 0) {
    setShown(applied);
    setDraft((current) => {
      const next = { ...current };
      for (const key of changed) next[key] = applied[key];
      return next;
    });
  }
  return [draft, setDraft];
}
