/**
 * electron-builder's custom Windows signing hook (win.signtoolOptions.sign), for keys that never leave hardware
 * or a cloud service. The release workflow passes it (`-c.win.signtoolOptions.sign=./scripts/release/sign-windows.cjs`)
 * when WIN_SIGN_WITH is set; electron-builder then calls it for every file it signs (the app's exe and DLLs,
 * the NSIS installer and uninstaller, the MSI). Nothing secret is in the repository or the log: every value
 * comes from the environment (the CI's secret store).
 *
 *   WIN_SIGN_WITH=azure-trusted-signing   signtool with Microsoft's Trusted Signing dlib: AZURE_TENANT_ID,
 *     AZURE_CLIENT_ID, AZURE_CLIENT_SECRET (read by the dlib), AZURE_TRUSTED_SIGNING_ENDPOINT,
 *     AZURE_TRUSTED_SIGNING_ACCOUNT, AZURE_TRUSTED_SIGNING_PROFILE, AZURE_TRUSTED_SIGNING_DLIB (the dlib's path).
 *   WIN_SIGN_WITH=pkcs11                  osslsigncode with a PKCS#11 module (a USB token, an HSM, a cloud HSM's
 *     PKCS#11 library): WIN_SIGN_PKCS11_MODULE, WIN_SIGN_PKCS11_KEY (a pkcs11: URI), WIN_SIGN_CERT_FILE (the
 *     certificate chain, PEM), WIN_SIGN_PKCS11_PIN (optional: many tokens ask for it in the URI or not at all).
 *   WIN_SIGN_TIMESTAMP_URL                the RFC 3161 timestamp server (default: the signing service's, else DigiCert's).
 */
/* eslint-disable @typescript-eslint/no-require-imports, no-undef -- electron-builder require()s this hook: CommonJS, in Node */
'use strict';
const { execFileSync } = require('node:child_process');
const { renameSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const need = (env, names) => {
  const missing = names.filter((name) => !(env[name] || '').trim());
  if (missing.length > 0) throw new Error(`Windows signing (${env.WIN_SIGN_WITH}): ${missing.join(', ')} not set`);
};

/** The command that signs `file` (and, for osslsigncode, where it writes the signed copy), from the environment. */
function signCommand(env, file) {
  if (env.WIN_SIGN_WITH === 'azure-trusted-signing') {
    need(env, [
      'AZURE_TENANT_ID',
      'AZURE_CLIENT_ID',
      'AZURE_CLIENT_SECRET',
      'AZURE_TRUSTED_SIGNING_ENDPOINT',
      'AZURE_TRUSTED_SIGNING_ACCOUNT',
      'AZURE_TRUSTED_SIGNING_PROFILE',
      'AZURE_TRUSTED_SIGNING_DLIB',
    ]);
    const metadata = {
      Endpoint: env.AZURE_TRUSTED_SIGNING_ENDPOINT,
      CodeSigningAccountName: env.AZURE_TRUSTED_SIGNING_ACCOUNT,
      CertificateProfileName: env.AZURE_TRUSTED_SIGNING_PROFILE,
    };
    const timestamp = env.WIN_SIGN_TIMESTAMP_URL || 'http://timestamp.acs.microsoft.com';
    return {
      tool: 'signtool.exe',
      args: [
        'sign',
        '/v',
        '/fd',
        'sha256',
        '/tr',
        timestamp,
        '/td',
        'sha256',
        '/dlib',
        env.AZURE_TRUSTED_SIGNING_DLIB,
        '/dmdf',
        '<metadata.json>',
        file,
      ],
      metadata,
    };
  }
  if (env.WIN_SIGN_WITH === 'pkcs11') {
    need(env, ['WIN_SIGN_PKCS11_MODULE', 'WIN_SIGN_PKCS11_KEY', 'WIN_SIGN_CERT_FILE']);
    const timestamp = env.WIN_SIGN_TIMESTAMP_URL || 'http://timestamp.digicert.com';
    const signed = `${file}.signed`;
    return {
      tool: 'osslsigncode',
      args: [
        'sign',
        '-pkcs11module',
        env.WIN_SIGN_PKCS11_MODULE,
        '-key',
        env.WIN_SIGN_PKCS11_KEY,
        ...(env.WIN_SIGN_PKCS11_PIN ? ['-pass', env.WIN_SIGN_PKCS11_PIN] : []),
        '-certs',
        env.WIN_SIGN_CERT_FILE,
        '-h',
        'sha256',
        '-ts',
        timestamp,
        '-in',
        file,
        '-out',
        signed,
      ],
      signed,
    };
  }
  throw new Error(`WIN_SIGN_WITH is "${env.WIN_SIGN_WITH || ''}": azure-trusted-signing or pkcs11`);
}

/** electron-builder calls this once per file (and per hash: sha256 only, electron-builder.yml). */
async function sign(configuration) {
  const command = signCommand(process.env, configuration.path);
  const args = [...command.args];
  if (command.metadata) {
    const file = join(tmpdir(), `claimdesk-trusted-signing-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(command.metadata));
    args[args.indexOf('<metadata.json>')] = file;
  }
  execFileSync(command.tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (command.signed) renameSync(command.signed, configuration.path);
}

module.exports = sign;
module.exports.default = sign;
module.exports.signCommand = signCommand;
