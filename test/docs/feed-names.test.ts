/**
 * The README names the update feed's files: they must be the very names the desk asks the feed for
 * (main/desk/updates/verify.ts channelFileFor), per platform and channel, each with its `.sig`.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { channelFileFor } from '../../main/desk/updates/verify';

const readme = fs.readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Installers and the update feed'), readme.indexOf('## Documentation'));

it('names every channel file the desk reads, and no other', () => {
  const expected = (['stable', 'pilot'] as const).flatMap((channel) => [
    channelFileFor('win32', 'x64', channel),
    channelFileFor('darwin', 'arm64', channel),
    channelFileFor('linux', 'x64', channel),
    ...(channel === 'stable' ? [channelFileFor('linux', 'arm64', channel)] : []),
  ]);
  const named = [...section.matchAll(/`([a-z0-9-]+\.yml)`/g)].map((match) => match[1]);
  expect(named.sort()).toEqual(expected.sort());
  expect(section).toContain('`.sig` beside every file');
});
