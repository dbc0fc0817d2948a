/**
 * `npm run pack:check`: packs the app with electron-builder.yml for Linux's `dir` target against a
 * stand-in Electron (no download) and inspects what came out; see docs/releasing.md, "How the installers are built".
 *
 * `tsx scripts/pack-check/cli.ts --packaged <folder>` inspects a package electron-builder made with
 * the real Electron instead (the release workflow runs it on each OS):
 * `dist/linux-unpacked`, `dist/win-unpacked`, `dist/mac` or `dist/mac-arm64`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  archFromString,
  build,
  Platform,
  type AfterPackContext,
  type Configuration,
  LinuxPackager,
} from 'electron-builder';
import { SQLITE_PACKAGE } from '../../main/store/sqlite';
import { PROJECT_DIR } from '../packaging/builder-config';
import { binaryFuseProblems, configFuseProblems, FUSE_NAMES, REQUIRED_FUSES } from '../packaging/fuses';
import { openArchive, type Archive } from './archive';
import {
  dependencyReport,
  type DependencyReport,
  missingAppFiles,
  nativeLayout,
  pagePackages,
  preloadProblems,
  unwantedFiles,
} from './rules';
import { bindingProblems, loadInWorker } from './native-check';
import { writeStandInElectron } from './stand-ins';
import { msiConfigProblems } from './msi';
import { policyTemplateConfigProblems, policyTemplatePackageProblems } from './policy-template';

interface Packed {
  readonly resourcesDir: string;
  /** The Electron executable as @electron/fuses takes it (the .app on macOS). */
  readonly executable: string;
  readonly config?: Configuration;
}

const MB = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bytes of every file under `dir`. */
const folderSize = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderSize(full) : entry.isFile() ? statSync(full).size : 0);
  }, 0);

function buildApp(): void {
  execFileSync(join(PROJECT_DIR, 'node_modules', '.bin', 'electron-vite'), ['build', '--logLevel', 'warn'], {
    cwd: PROJECT_DIR,
    stdio: 'inherit',
  });
}

async function packWithStandIn(workDir: string): Promise<Packed> {
  const electronDist = join(workDir, 'electron-dist');
  writeStandInElectron(electronDist);
  let packed: Packed | undefined;
  await build({
    projectDir: PROJECT_DIR,
    targets: Platform.LINUX.createTarget('dir', archFromString(process.arch)),
    publish: 'never',
    config: {
      electronDist,
      directories: { output: join(workDir, 'dist') },
      afterPack: (context: AfterPackContext) => {
        if (!(context.packager instanceof LinuxPackager)) throw new Error('pack:check packs for Linux only');
        packed = {
          resourcesDir: join(context.appOutDir, 'resources'),
          executable: join(context.appOutDir, context.packager.executableName),
          config: context.packager.config,
        };
      },
    },
  });
  if (packed === undefined) throw new Error('electron-builder finished without packing');
  return packed;
}

/** The resources folder and executable of a package made by electron-builder on any OS. */
function locatePackage(folder: string): Packed {
  const app = readdirSync(folder).find((name) => name.endsWith('.app'));
  if (app !== undefined)
    return { resourcesDir: join(folder, app, 'Contents', 'Resources'), executable: join(folder, app) };
  const executable = ['ClaimDesk.exe', 'claimdesk'].map((name) => join(folder, name)).find((file) => existsSync(file));
  if (executable === undefined) throw new Error(`no ClaimDesk executable in ${folder}`);
  return { resourcesDir: join(folder, 'resources'), executable };
}

/** The app's dependencies that this build does not load yet (e.g. wired in by another branch). */
function describeNotLoaded(archive: Archive, dirs: readonly string[]): string {
  const own = Object.keys(
    (JSON.parse(archive.read('package.json').toString('utf8')) as { dependencies?: object }).dependencies ?? {},
  );
  const direct = dirs.map((dir) => dir.replace(/^node_modules\//, '')).filter((name) => own.includes(name));
  return `${direct.join(', ')} (package.json "dependencies" the main process does not load in this build) and ${dirs.length - direct.length} packages they depend on`;
}

function describeArchive(archive: Archive, asarFile: string, report: DependencyReport): string[] {
  const sizeUnder = (prefix: string): number =>
    archive.files.filter((file) => file.path.startsWith(prefix)).reduce((sum, file) => sum + file.size, 0);
  const largest = [...report.needed]
    .map((dir) => ({ dir, size: sizeUnder(`${dir}/`) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map(({ dir, size }) => `${dir.replace(/^node_modules\//, '')} ${MB(size)}`);
  const unpacked = archive.files.filter((file) => file.unpacked).length;
  return [
    `app.asar: ${MB(statSync(asarFile).size)}, ${archive.files.length} files (${unpacked} unpacked beside it)`,
    `  out/main ${MB(sizeUnder('out/main/'))}, out/preload ${MB(sizeUnder('out/preload/'))}, out/renderer ${MB(sizeUnder('out/renderer/'))}`,
    `  node_modules ${MB(sizeUnder('node_modules/'))}: ${report.needed.size} packages that the main process's requires reach; largest ${largest.join(', ')}`,
    ...(report.notLoaded.length === 0 ? [] : [`  also shipped: ${describeNotLoaded(archive, report.notLoaded)}`]),
  ];
}

/**
 * The packed SQLite binary: the package's prebuild for `target` (when known), and, when it is for this
 * machine, loaded by a worker thread from the packed files as the store's workers load it.
 */
async function nativeModule(
  binding: string,
  library: string,
  target?: string,
): Promise<{ line: string; problems: string[] }> {
  const { prebuild, problems } = bindingProblems(binding, target);
  if (prebuild === undefined || problems.length > 0 || library === '') return { line: '', problems };
  if (prebuild !== `${process.platform}-${process.arch}`) {
    return { line: `the ${prebuild} prebuild (not loadable on this machine)`, problems };
  }
  try {
    const version = await loadInWorker(library, binding);
    return {
      line: `the ${prebuild} prebuild; a worker thread opened an encrypted database with it (${version})`,
      problems,
    };
  } catch (error) {
    return {
      line: '',
      problems: [`a worker thread could not open an encrypted database with ${binding}: ${String(error)}`],
    };
  }
}

async function inspect(packed: Packed, target?: string): Promise<{ lines: string[]; problems: string[] }> {
  const asarFile = join(packed.resourcesDir, 'app.asar');
  const archive = openArchive(asarFile);
  const native = nativeLayout(archive, packed.resourcesDir);
  const dependencies = dependencyReport(archive, pagePackages(join(PROJECT_DIR, 'renderer')));
  const loaded = await nativeModule(native.binding, native.library, target);
  const windows = packed.executable.endsWith('.exe');
  const problems = [
    ...missingAppFiles(archive),
    ...unwantedFiles(archive),
    ...preloadProblems(archive),
    ...dependencies.missing.map((name) => `node_modules: ${name} is missing`),
    ...dependencies.pageOnly.map(
      (dir) =>
        `${dir}: bundled into out/renderer, never loaded by the main process (exclude it in electron-builder.yml)`,
    ),
    ...dependencies.stray.map((dir) => `${dir}: nothing loads it (exclude it in electron-builder.yml)`),
    ...native.problems,
    ...loaded.problems,
    ...(packed.config === undefined ? [] : configFuseProblems(packed.config.electronFuses)),
    ...(packed.config === undefined ? [] : msiConfigProblems(packed.config)),
    ...(packed.config === undefined ? [] : policyTemplateConfigProblems(packed.config)),
    ...(windows ? policyTemplatePackageProblems(packed.resourcesDir) : []),
    ...(await binaryFuseProblems(packed.executable)),
  ];
  const fuses = FUSE_NAMES.map((name) => `${name} ${REQUIRED_FUSES[name] ? 'on' : 'off'}`).join(', ');
  const lines = [
    ...describeArchive(archive, asarFile, dependencies),
    `${SQLITE_PACKAGE} native module: ${relative(packed.resourcesDir, native.binding)}, ${loaded.line}`,
    `store workers: ${native.workers.join(', ')}`,
    `  they load ${native.library === '' ? '(not found)' : relative(packed.resourcesDir, native.library)} and what it requires, all outside app.asar`,
    `fuses in ${relative(join(packed.resourcesDir, '..'), packed.executable)}: ${fuses}`,
    `resources folder (what ClaimDesk adds to Electron's runtime, installed): ${MB(folderSize(packed.resourcesDir))}`,
    ...(packed.config === undefined
      ? []
      : [
          `msi (configuration only; WiX builds it on Windows): per machine, upgrade code ${packed.config.msi?.upgradeCode ?? '(none)'}, not started after install`,
        ]),
    `Group Policy template (ClaimDesk.admx, en-US/ClaimDesk.adml): ${windows ? 'in resources/policy/' : 'shipped in Windows packages only (win.extraResources, checked in the configuration)'}`,
  ];
  return { lines, problems };
}

async function main(): Promise<number> {
  const started = performance.now();
  const packagedAt = process.argv.indexOf('--packaged');
  let result: { lines: string[]; problems: string[] };
  let workDir: string | undefined;
  if (packagedAt >= 0) {
    const folder = process.argv[packagedAt + 1];
    if (folder === undefined) throw new Error('--packaged needs the folder electron-builder packed into');
    console.log(`pack:check of ${folder} (real Electron)`);
    result = await inspect(locatePackage(folder));
  } else {
    console.log('pack:check: Linux `dir` target against a stand-in Electron (no download)');
    buildApp();
    workDir = mkdtempSync(join(tmpdir(), 'claimdesk-pack-check-'));
    result = await inspect(await packWithStandIn(workDir), `${process.platform}-${process.arch}`);
  }
  for (const line of result.lines) console.log(`  ${line}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.problems.length > 0) {
    console.error(`\npack:check found ${result.problems.length} problem(s):`);
    for (const problem of result.problems) console.error(`  - ${problem}`);
    if (workDir !== undefined) console.error(`The package is kept in ${workDir}.`);
    return 1;
  }
  if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  console.log(`pack:check passed in ${seconds} s`);
  return 0;
}

// Exits with the verdict explicitly: a process.exitCode set here was found reset to 0 by the time it exited.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
