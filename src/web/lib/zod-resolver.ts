import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, probing for it first; the
// CSP (no 'unsafe-eval') refuses that and the browser logs a violation on every form page. Form
// validation is far from a hot path, so the web runs zod without it. Every form imports its
// resolver from here, which makes this run before any schema parses.
z.config({ jitless: true });

export { zodResolver };
