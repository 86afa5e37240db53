import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: this file lives in dev/lint. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The npm workspaces; a relative import must stay inside the one it starts in. */
export const WORKSPACES = ['shared', 'registration-api', 'cms', 'site', 'tests', 'dev'];

export const MESSAGE = 'Import another workspace through its package exports (@stem/…), not a relative path';

/**
 * The workspace folder a file belongs to, or undefined outside every workspace (root config files).
 * @param {string} file absolute path
 * @param {string} root absolute repository root
 */
function workspaceOf(file, root) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const first = relative.split(path.sep)[0];
  return first !== undefined && WORKSPACES.includes(first) ? first : undefined;
}

/**
 * A relative path into another workspace couples to its file layout and bypasses its package.json
 * `exports`, which is the contract the workspace publishes: so relative specifiers must not leave the
 * importing file's workspace.
 * @type {import('eslint').Rule.RuleModule}
 */
export const noCrossWorkspaceImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that reach into another npm workspace' },
    schema: [],
    messages: { crossWorkspace: MESSAGE },
  },
  create(context) {
    const file = context.filename;
    if (!path.isAbsolute(file)) return {};
    const from = workspaceOf(file, repoRoot);
    // Root files (eslint.config.js, vitest.config.ts) belong to no workspace and may wire them together.
    if (from === undefined) return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const to = workspaceOf(path.resolve(path.dirname(file), specifier), repoRoot);
      if (to !== from) context.report({ node: source, messageId: 'crossWorkspace' });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The local plugin eslint.config.js registers as `stem`. */
export default { meta: { name: 'stem' }, rules: { 'no-cross-workspace-import': noCrossWorkspaceImport } };
