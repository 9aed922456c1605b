import { formatPence } from '../../../domain/money.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { CardForm } from './test-cards.ts';

export const TEST_PAGE_NOTICE =
  'Test payment page: no real card is charged here. Pay with the test card 4242 4242 4242 4242, any future expiry date and any CVC.';

/** The notice on a page that saves a card (decision 0195): it takes no payment, so it tells none. */
export const SAVE_CARD_TEST_NOTICE =
  'Test card page: no real card is saved here, and nothing is charged now. Save the test card 4242 4242 4242 4242, any future expiry date and any CVC.';

export type CheckoutPageView =
  | {
      kind: 'form';
      merchant: string;
      description: string;
      amountPence: number;
      cancelUrl: string;
      action: string;
      /** `save`: a page that saves a card for later charges (decision 0195), taking nothing now. */
      purpose?: 'pay' | 'save';
      /** The fields as typed after a refusal (never the card number), and what was wrong. */
      typed?: Omit<CardForm, 'number'>;
      problems?: Partial<Record<keyof CardForm, string>>;
      refusal?: string;
    }
  | {
      kind: 'closed';
      merchant: string;
      title: string;
      message: string;
      backUrl: string | null;
      backLabel: string;
    };

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
.test{margin:0;background:#fef3c7;color:#78350f;border-bottom:1px solid #fcd34d;padding:.75rem 1rem;font-size:.875rem;text-align:center}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e4e4e7;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
.merchant{font-size:.875rem;color:#52525b;margin:0}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.description{margin:0 0 1.25rem;color:#3f3f46}
label{display:block;font-weight:600;font-size:.875rem;margin:1rem 0 .35rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #a1a1aa;border-radius:.5rem}
input:focus{outline:3px solid #fbbf24;outline-offset:1px;border-color:#18181b}
input[aria-invalid=true]{border-color:#b91c1c}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.problem{color:#b91c1c;font-size:.8125rem;margin:.3rem 0 0}
.refusal{background:#fee2e2;border:1px solid #fca5a5;color:#7f1d1d;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
button{width:100%;margin-top:1.5rem;font:inherit;font-weight:700;padding:.8rem;border:0;border-radius:.5rem;background:#18181b;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
.back{display:block;text-align:center;margin-top:1rem;color:#3f3f46}
.secure{font-size:.75rem;color:#71717a;text-align:center;margin-top:1rem}
`;

function page(title: string, body: string, notice = TEST_PAGE_NOTICE): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="test" role="note">${escapeHtml(notice)}</p>
<main>${body}</main>
</body>
</html>`;
}

function field(
  name: keyof CardForm,
  label: string,
  attributes: string,
  value: string,
  problem: string | undefined,
  focus = false,
): string {
  const id = `card-${name}`;
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-problem"` : '';
  return `<div><label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" ${attributes} value="${escapeHtml(value)}"${described}${focus ? ' autofocus' : ''}>
${problem ? `<p class="problem" id="${id}-problem">${escapeHtml(problem)}</p>` : ''}</div>`;
}

/** The built-in provider's hosted card page, server-rendered: no script, so it works anywhere. */
export function renderCheckoutPage(view: CheckoutPageView): string {
  if (view.kind === 'closed') {
    const back = view.backUrl
      ? `<a class="back" href="${escapeHtml(view.backUrl)}">${escapeHtml(view.backLabel)}</a>`
      : '';
    return page(
      `${view.title} – ${view.merchant}`,
      `<div class="card"><p class="merchant">${escapeHtml(view.merchant)}</p><h1>${escapeHtml(view.title)}</h1><p>${escapeHtml(view.message)}</p>${back}</div>`,
    );
  }
  const problems = view.problems ?? {};
  const typed = view.typed ?? { expiry: '', cvc: '', name: '' };
  const saving = view.purpose === 'save';
  const amount = formatPence(view.amountPence);
  const heading = saving ? 'Save a card' : amount;
  const submit = saving ? 'Save card' : `Pay ${amount}`;
  const refusal = view.refusal ? `<p class="refusal" role="alert">${escapeHtml(view.refusal)}</p>` : '';
  const hasProblems = Object.keys(problems).length > 0;
  // After a refusal the payer starts again where the fix is: the first field in error, or the card
  // number (never sent back) when the card itself was refused, rather than at the top of the page.
  const fields: Array<keyof CardForm> = ['number', 'expiry', 'cvc', 'name'];
  const focus = fields.find((name) => problems[name]) ?? (view.refusal ? 'number' : undefined);
  const summary =
    hasProblems && !view.refusal
      ? `<p class="refusal" role="alert">Please check the card details below.</p>`
      : '';
  return page(
    `${saving ? 'Save a card' : `Pay ${amount}`} – ${view.merchant}`,
    `<div class="card">
<p class="merchant">${escapeHtml(view.merchant)}</p>
<h1 class="amount">${escapeHtml(heading)}</h1>
<p class="description">${escapeHtml(view.description)}</p>
${refusal}${summary}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"', '', problems.number, focus === 'number')}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', typed.expiry, problems.expiry, focus === 'expiry')}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"', typed.cvc, problems.cvc, focus === 'cvc')}
</div>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100"', typed.name, problems.name, focus === 'name')}
<button type="submit">${escapeHtml(submit)}</button>
</form>
<a class="back" href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a>
<p class="secure">${saving ? 'Cards saved on this page are kept' : 'Payments on this page are handled'} by the shop’s built-in test provider.</p>
</div>`,
    saving ? SAVE_CARD_TEST_NOTICE : TEST_PAGE_NOTICE,
  );
}
