/**
 * A problem (shared/domain/problems.ts) in the language on screen: worded from its code and params by the
 * `rules` catalogue, so a change of language re-words problems already shown; a code this page does not
 * know (a newer core's) is shown as the core worded it, its `message`. No problem, no words.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../shared/domain/problems';
import { isRuleCode, ruleMessage } from '../../shared/domain/rule-wording';

type Problem = Pick<FieldError, 'code' | 'params' | 'message'>;

export interface ProblemWords {
  (problem: Problem): string;
  (problem: Problem | undefined): string | undefined;
}

export function useProblemWords(): ProblemWords {
  const { i18n } = useTranslation('rules');
  // A new function when the language changes, so what depends on it is worded again.
  const language = i18n.language;
  return useCallback(
    (problem: Problem | undefined) =>
      problem && (isRuleCode(problem.code) ? ruleMessage(problem.code, problem.params, i18n) : problem.message),
    [i18n, language],
  ) as ProblemWords;
}
