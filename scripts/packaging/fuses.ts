/**
 * The fuses every packaged ClaimDesk must carry (issue 11), checked in two places: in
 * electron-builder.yml's `electronFuses` (test/packaging/builder-config.test.ts, pack:check) and
 * in a packaged Electron binary (pack:check on its stand-in, the release workflow on the real ones).
 */
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { FuseState } from '@electron/fuses/dist/constants';
import type { FuseOptionsV1 } from 'app-builder-lib';

export const REQUIRED_FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
} as const satisfies FuseOptionsV1;

export type FuseName = keyof typeof REQUIRED_FUSES;
export const FUSE_NAMES = Object.keys(REQUIRED_FUSES) as FuseName[];

/** Where each fuse sits in Electron's fuse wire (version 1). */
export const WIRE_INDEX: Record<FuseName, FuseV1Options> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges,
};

export function configFuseProblems(fuses: FuseOptionsV1 | null | undefined): string[] {
  return FUSE_NAMES.filter((name) => fuses?.[name] !== REQUIRED_FUSES[name]).map(
    (name) => `electronFuses.${name} is ${String(fuses?.[name])}, must be ${REQUIRED_FUSES[name]}`,
  );
}

/** The executable as @electron/fuses takes it: the binary (Linux, Windows) or the .app (macOS). */
export async function binaryFuseProblems(executable: string): Promise<string[]> {
  const wire = await getCurrentFuseWire(executable);
  return FUSE_NAMES.flatMap((name) => {
    const state = wire[WIRE_INDEX[name]];
    // In the wire a fuse is ASCII '1' (on) or '0' (off), or 'r' when this Electron removed it.
    const wanted = REQUIRED_FUSES[name] ? FuseState.ENABLE : FuseState.DISABLE;
    if (state === wanted) return [];
    const found = state === undefined ? 'absent' : `'${String.fromCharCode(state)}'`;
    return [`fuse ${name} is ${found} in ${executable}, must be '${String.fromCharCode(wanted)}'`];
  });
}
