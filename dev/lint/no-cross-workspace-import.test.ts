import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { MESSAGE, noCrossWorkspaceImport, repoRoot } from './no-cross-workspace-import.js';

// RuleTester reports through the test framework it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const inSite = path.join(repoRoot, 'site', 'src', 'x.ts');
const inCms = path.join(repoRoot, 'cms', 'src', 'test-support', 'test-cms.ts');

ruleTester.run('no-cross-workspace-import', noCrossWorkspaceImport, {
  valid: [
    { filename: inSite, code: "import { y } from '../lib/y.ts';" },
    { filename: inSite, code: "import { y } from './lib/y.ts';" },
    { filename: inSite, code: "import { SiteSettingsSchema } from '@stem/shared';" },
    { filename: inSite, code: "const m = await import('../lib/y.ts');" },
    { filename: inCms, code: "import { cmsDir } from '@stem/dev/stack/paths';" },
    {
      filename: path.join(repoRoot, 'eslint.config.js'),
      code: "import stem from './dev/lint/no-cross-workspace-import.js';",
    },
  ],
  invalid: [
    {
      filename: inSite,
      code: "import { MESSAGES } from '../../shared/src/index.ts';",
      errors: [{ message: MESSAGE }],
    },
    {
      filename: inCms,
      code: "import { cmsDir } from '../../../dev/stack/paths.ts';",
      errors: [{ message: MESSAGE }],
    },
    { filename: inSite, code: "export { MESSAGES } from '../../shared/src/index.ts';", errors: [{ message: MESSAGE }] },
    { filename: inSite, code: "export * from '../../shared/src/index.ts';", errors: [{ message: MESSAGE }] },
    { filename: inSite, code: "const m = await import('../../shared/src/index.ts');", errors: [{ message: MESSAGE }] },
    { filename: inSite, code: "import config from '../../tsconfig.base.json';", errors: [{ message: MESSAGE }] },
  ],
});
