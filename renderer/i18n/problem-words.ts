/**
 * A rulebook problem (shared/domain/problems.ts) in the language on screen: the `rules` catalogue's
 * sentence for its code, with its params; the message it came with while the catalogue has no
 * sentence for that code. No problem, no words.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../shared/domain/problems';

type Problem = Pick<FieldError, 'code' | 'params' | 'message'>;

export interface ProblemWords {
  (problem: Problem): string;
  (problem: Problem | undefined): string | undefined;
}

export function useProblemWords(): ProblemWords {
  const { t, i18n } = useTranslation('rules');
  // The key is made of the problem's code, data the compiler cannot check against the catalogue.
  const word = t as unknown as (key: string, params: Problem['params']) => string;
  return useCallback(
    (problem: Problem | undefined) =>
      problem &&
      (i18n.exists(`rules:${problem.code}`) ? word(`rules:${problem.code}`, problem.params) : problem.message),
    [word, i18n],
  ) as ProblemWords;
}
