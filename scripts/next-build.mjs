// `next build`, failing on any warning it prints (issue 43: a build without warnings). A warning
// such as Turbopack's "whole project traced" is a real cost (the server output takes in every
// file) that a green build would otherwise hide. Output is passed through as it comes.
import { spawn } from 'node:child_process';

const child = spawn('next', ['build'], { stdio: ['inherit', 'pipe', 'pipe'], shell: false });
const warnings = [];
const watch = (stream, out) =>
  stream.on('data', (chunk) => {
    out.write(chunk);
    for (const line of chunk.toString().split('\n'))
      if (/\bwarn(ing)?\b/i.test(line)) warnings.push(line.trim());
  });
watch(child.stdout, process.stdout);
watch(child.stderr, process.stderr);
child.on('exit', (code, signal) => {
  if (code !== 0 || signal) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error(
      `\nnext build printed ${warnings.length} warning line(s):\n${warnings.join('\n')}`,
    );
    process.exit(1);
  }
});
