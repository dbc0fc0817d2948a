/**
 * The diagnostics archive a clinic sends to support: one zip holding
 *   versions.json          ClaimDesk, Electron, Chromium, Node (as the host runs), SQLite, the store's schema, the system
 *   settings.json          the desk's settings, the service in use, and only whether a token is saved
 *   sync-status.json       the sync engine's status, as the status bar shows it
 *   claims-by-state.json   how many claims are in each state, and documents waiting
 *   integrity-check.json   SQLite's quick_check (the one run at every start), run again as the archive is made
 *   logs/claimdesk*.log    the log files, current first
 * Nothing staff typed is in it but settings, and every file goes through the log's
 * redaction once more (no token, OTP or full card number, whatever wrote it).
 * `collectDiagnostics` reads; `zipDiagnostics` packs exactly the files it lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { ServiceMode } from '../../shared/core-status';
import type { DiagnosticsContent, DiagnosticsFile } from '../../shared/domain/diagnostics';
import { outboxCounts } from '../claims';
import type { RuntimeVersions } from '../log/runtime';
import { schemaVersion, sqliteVersion } from '../store/database';
import { integrityProblems } from '../store/integrity';
import { readSettings } from '../store/settings-store';
import type { StoreDeps } from '../store/store-deps';
import type { SyncEngine } from '../sync/engine/sync-engine';

/** What the archive reads of the running core. */
export interface DiagnosedCore {
  readonly mode: ServiceMode;
  /** The service in use (never its token). */
  readonly serviceUrl: string;
  store(): Pick<StoreDeps, 'db'>;
  readonly sync: Pick<SyncEngine, 'status'>;
}

export interface DiagnosticsSources {
  readonly core: DiagnosedCore;
  readonly hasToken: boolean;
  readonly runtime: RuntimeVersions;
  /** The log files, current first. */
  readonly logFiles: readonly string[];
  /** The log's redaction, applied to every file. */
  readonly redact: (text: string) => string;
  readonly now: Date;
}

export interface DiagnosticsEntry {
  readonly name: string;
  readonly text: string;
  readonly content: DiagnosticsContent;
}

export interface DiagnosticsArchive {
  readonly fileName: string;
  readonly entries: readonly DiagnosticsEntry[];
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A log line starts with its UTC time: `[2026-11-24T09:15:02.123Z] [info] …`. */
const LINE_TIME = /^\[(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\]/;

function logEntry(file: string, redact: (text: string) => string): DiagnosticsEntry {
  const text = redact(fs.readFileSync(file, 'utf8'));
  const times = text.split('\n').flatMap((line) => LINE_TIME.exec(line)?.[1] ?? []);
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  return {
    name: `logs/${path.basename(file)}`,
    text,
    content: { kind: 'log', lines, from: times[0] ?? null, to: times.at(-1) ?? null },
  };
}

function integrityCheck(core: DiagnosticsSources['core'], now: Date) {
  const problems = integrityProblems(core.store().db);
  return {
    check: 'PRAGMA quick_check',
    checkedAt: now.toISOString(),
    result: problems.length === 0 ? 'ok' : 'problems',
    problems,
  };
}

/** `claimdesk-diagnostics-20261124-0915Z.zip`: the time it was made, in UTC. */
const archiveName = (now: Date): string =>
  `claimdesk-diagnostics-${now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}Z.zip`;

export function collectDiagnostics(sources: DiagnosticsSources): DiagnosticsArchive {
  const { core, runtime, now, redact } = sources;
  const { settings, problems } = readSettings(core.store().db);
  const facts = {
    versions: {
      ...runtime,
      sqlite: sqliteVersion(core.store().db),
      storeSchema: schemaVersion(core.store().db),
    },
    settings: {
      mode: core.mode,
      serviceInUse: core.serviceUrl,
      tokenSaved: sources.hasToken,
      settings,
      ...(problems.length > 0 && { unreadable: problems }),
    },
    sync: core.sync.status(),
    claims: outboxCounts(core.store()),
    integrity: integrityCheck(core, now),
  } as const;
  const factFiles = {
    versions: 'versions.json',
    settings: 'settings.json',
    sync: 'sync-status.json',
    claims: 'claims-by-state.json',
    integrity: 'integrity-check.json',
  } as const;
  const factEntries = (Object.keys(factFiles) as (keyof typeof factFiles)[]).map((subject): DiagnosticsEntry => {
    const text = redact(json(facts[subject]));
    return { name: factFiles[subject], text, content: { kind: 'facts', subject, text } };
  });
  return {
    fileName: archiveName(now),
    entries: [
      ...factEntries,
      ...sources.logFiles.filter((file) => fs.existsSync(file)).map((file) => logEntry(file, redact)),
    ],
  };
}

export function zipDiagnostics(archive: DiagnosticsArchive, now: Date): Uint8Array {
  return zipSync(Object.fromEntries(archive.entries.map((entry) => [entry.name, strToU8(entry.text)])), {
    level: 6,
    mtime: now,
  });
}

/** The archive's files as the page lists them. */
export const listDiagnostics = (archive: DiagnosticsArchive): DiagnosticsFile[] =>
  archive.entries.map(({ name, text, content }) => ({ name, bytes: Buffer.byteLength(text), content }));
