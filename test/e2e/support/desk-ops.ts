/** An operation of the desk under test, called as its page would (POST /api/ops/:name with the run token). */
import { decodeJson } from '../../../shared/ops/codec';
import type { OperationName, OperationOutput } from '../../../shared/ops/operations';

export async function deskOp<N extends OperationName>(
  deskUrl: string,
  name: N,
  input: unknown = {},
): Promise<OperationOutput<N> | undefined> {
  const { origin, hash } = new URL(deskUrl);
  const token = hash.replace('#token=', '');
  const response = await fetch(`${origin}/api/ops/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  const result = decodeJson(await response.text()) as { ok: boolean; value?: OperationOutput<N> };
  return result.ok ? result.value : undefined;
}
