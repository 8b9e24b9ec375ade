import { scratchProject } from '../tools/bench/buildScale';
const dir = scratchProject(process.cwd(), 10000);
console.log(dir);
