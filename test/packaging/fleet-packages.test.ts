/**
 * The MSI beside the NSIS installer, as electron-builder.yml configures it (scripts/pack-check/msi.ts, run by
 * pack:check on the resolved configuration). The MSI itself is built by WiX on Windows only, in the release
 * workflow: its tables are not checked here.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';
import { MSI_UPGRADE_CODE, msiConfigProblems } from '../../scripts/pack-check/msi';
import { loadBuilderConfig } from '../../scripts/packaging/builder-config';
import { builderArgs, willSign } from '../../scripts/release/signing';
import { buildSignature } from '../../main/desk/about';

describe('the MSI configuration', () => {
  it('is per machine, silent, never started as SYSTEM, with the pinned upgrade code, beside NSIS', async () => {
    const config = await loadBuilderConfig();
    expect(msiConfigProblems(config)).toEqual([]);
    expect(config.msi?.upgradeCode).toBe(MSI_UPGRADE_CODE);
  });

  it('names each way it can go wrong', async () => {
    const config = await loadBuilderConfig();
    const broken: Configuration = {
      ...config,
      win: { ...config.win, target: [{ target: 'nsis', arch: ['x64'] }] },
      msi: { perMachine: false, oneClick: false, upgradeCode: '00000000-0000-0000-0000-000000000000' },
    };
    expect(msiConfigProblems(broken).map((problem) => problem.split(' ')[0])).toEqual([
      'win.target',
      'msi.perMachine',
      'msi.oneClick',
      'msi.runAfterFinish',
      'msi.upgradeCode',
    ]);
  });
});

describe('the Windows signing hook for keys in hardware or the cloud (scripts/release/sign-windows.cjs)', () => {
  const { signCommand } = createRequire(__filename)('../../scripts/release/sign-windows.cjs') as {
    signCommand: (env: Record<string, string>, file: string) => { tool: string; args: string[]; metadata?: object };
  };
  const AZURE = {
    WIN_SIGN_WITH: 'azure-trusted-signing',
    AZURE_TENANT_ID: 't',
    AZURE_CLIENT_ID: 'c',
    AZURE_CLIENT_SECRET: 'the-client-secret',
    AZURE_TRUSTED_SIGNING_ENDPOINT: 'https://weu.codesigning.azure.net',
    AZURE_TRUSTED_SIGNING_ACCOUNT: 'claimdesk',
    AZURE_TRUSTED_SIGNING_PROFILE: 'release',
    AZURE_TRUSTED_SIGNING_DLIB: 'C:\\tools\\Azure.CodeSigning.Dlib.dll',
  };

  it('signs through Trusted Signing’s dlib, the secret never on the command line', () => {
    const command = signCommand(AZURE, 'ClaimDesk.exe');
    expect(command.tool).toBe('signtool.exe');
    expect(command.args).toContain('/dlib');
    expect(command.args.at(-1)).toBe('ClaimDesk.exe');
    expect(command.args.join(' ')).not.toContain('the-client-secret');
    expect(command.metadata).toEqual({
      Endpoint: 'https://weu.codesigning.azure.net',
      CodeSigningAccountName: 'claimdesk',
      CertificateProfileName: 'release',
    });
  });

  it('signs with a PKCS#11 token through osslsigncode', () => {
    const command = signCommand(
      {
        WIN_SIGN_WITH: 'pkcs11',
        WIN_SIGN_PKCS11_MODULE: '/usr/lib/libeToken.so',
        WIN_SIGN_PKCS11_KEY: 'pkcs11:object=release',
        WIN_SIGN_CERT_FILE: 'chain.pem',
      },
      'ClaimDesk-Setup-1.5.0.exe',
    );
    expect(command.tool).toBe('osslsigncode');
    expect(command.args).toEqual(expect.arrayContaining(['-pkcs11module', '/usr/lib/libeToken.so', '-h', 'sha256']));
  });

  it('stops the build on a set that is only partly there, naming what is missing', () => {
    expect(() => signCommand({ ...AZURE, AZURE_TRUSTED_SIGNING_PROFILE: '' }, 'a.exe')).toThrow(
      /AZURE_TRUSTED_SIGNING_PROFILE not set/,
    );
    expect(() => signCommand({ WIN_SIGN_WITH: 'usb' }, 'a.exe')).toThrow(/azure-trusted-signing or pkcs11/);
  });
});

describe('an unsigned build says so in About', () => {
  it('is flagged signed by the release script only when the credentials are there', () => {
    expect(builderArgs('win', {})).toEqual(['-c.extraMetadata.claimdeskSigned=false']);
    expect(builderArgs('win', { WIN_CSC_LINK: 'pfx', WIN_CSC_KEY_PASSWORD: 'p' })).toEqual([
      '-c.extraMetadata.claimdeskSigned=true',
    ]);
    expect(builderArgs('win', { WIN_SIGN_WITH: 'azure-trusted-signing' })).toEqual([
      '-c.extraMetadata.claimdeskSigned=true',
      '-c.win.signtoolOptions.sign=./scripts/release/sign-windows.cjs',
    ]);
    expect(willSign('mac', { CSC_LINK: 'p12' })).toBe(true);
    expect(willSign('linux', { CSC_LINK: 'p12' })).toBe(false);
  });

  it('reads the flag from the packaged package.json; a build without it is unsigned', () => {
    expect(buildSignature({ claimdeskSigned: true })).toBe('signed');
    expect(buildSignature({ claimdeskSigned: 'true' })).toBe('signed');
    expect(buildSignature({ claimdeskSigned: false })).toBe('unsigned');
    expect(buildSignature({ name: 'claimdesk' })).toBe('unsigned');
    expect(buildSignature(null)).toBe('unsigned');
  });
});
