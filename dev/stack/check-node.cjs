// Runs on any Node before the TypeScript entry points, so an old Node gets a sentence, not a syntax error.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 (see .nvmrc); this is Node ${process.versions.node}.\n` +
      'Install it with nvm (`nvm install`), or see the README for getting Node 24 from the npm registry.',
  );
  process.exit(1);
}
