import { zodResolver } from '@hookform/resolvers/zod';

// zod runs without compiled parsers in the web (../lib/zod-without-eval.ts, set by the entry script).

export { zodResolver };
