#!/usr/bin/env node
// Runs after `next build`: records what the build was made from, so `npm start` can skip it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeStamp, stampFile } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(stampFile(root), computeStamp(root));
