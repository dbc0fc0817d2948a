/** app.asar read with @electron/asar (which comes with electron-builder): its file list and contents. */
import { extractFile, getRawHeader } from '@electron/asar';

export interface ArchiveFile {
  /** Relative, with forward slashes: `out/main/index.js`. */
  readonly path: string;
  readonly size: number;
  /** Kept beside the archive, in app.asar.unpacked/ (electron-builder.yml `asarUnpack`). */
  readonly unpacked: boolean;
}

export interface Archive {
  readonly files: readonly ArchiveFile[];
  has(path: string): boolean;
  read(path: string): Buffer;
}

interface HeaderNode {
  readonly files?: Record<string, HeaderNode>;
  readonly size?: number;
  readonly unpacked?: boolean;
}

export function openArchive(asarFile: string): Archive {
  const files: ArchiveFile[] = [];
  const walk = (node: HeaderNode, path: string): void => {
    if (node.files !== undefined) {
      for (const [name, child] of Object.entries(node.files)) walk(child, path === '' ? name : `${path}/${name}`);
    } else if (node.size !== undefined) {
      files.push({ path, size: node.size, unpacked: node.unpacked === true });
    }
  };
  walk(getRawHeader(asarFile).header, '');
  const paths = new Set(files.map((file) => file.path));
  return {
    files,
    has: (path) => paths.has(path),
    read: (path) => extractFile(asarFile, path),
  };
}
