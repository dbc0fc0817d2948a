/** A benefit's name as the member's benefits gave it at lookup, or its code when the desk has not seen it. */
import { useVisitFlow } from './visit-model';

export const useBenefitName = (code: string): string =>
  useVisitFlow((state) => state.member?.benefits.find((benefit) => benefit.code === code)?.name ?? code);
