// <event-form> alone in a plain page (demo/form-only.html) against the built server: every field type, the
// validation texts, the author rules, prefill, success and every form error of portal.md §8.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer({ operator: true });
const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1024, height: 1200 } });
});

async function operator(operation: 'openForm' | 'closeForm'): Promise<void> {
  await server.asOperator(`mutation { ${operation}(code: "feedback") { status } }`);
}

const form = () => page.locator('event-form');
const field = (type: string) => form().locator(`[part="form-field"][data-field-type="${type}"]`);
const submitButton = () => form().getByRole('button', { name: 'Absenden' });

async function fillValid(): Promise<void> {
  await field('author').locator('input').fill('Ada');
  await field('rating').getByLabel('9', { exact: true }).check();
  await field('checkbox').locator('input').check();
}

async function submissions(): Promise<string> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['build/server/cli.js', 'export-form', 'feedback'],
      { env: { ...process.env, DATA_DIR: server.dataDir } },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

describe('<event-form> alone in a plain page', () => {
  it('renders every field type with its params, labels marked * when required, and no axe violations', async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await submitButton().waitFor();
    const types = await form()
      .locator('[part="form-field"]')
      .evaluateAll((fields) => fields.map((element) => element.getAttribute('data-field-type')));
    expect(types).toEqual([
      'author',
      'rating',
      'emojiRating',
      'multiSelect',
      'multilineText',
      'email',
      'checkbox',
      'anonymCheckbox',
    ]);
    expect(await field('rating').locator('input[type="radio"]').count()).toBe(10);
    expect(await field('emojiRating').locator('input[type="radio"]').count()).toBe(5);
    expect(await field('multilineText').locator('textarea').getAttribute('rows')).toBe('6');
    expect(await field('multilineText').locator('h3').textContent()).toBe('Verbesserungen');
    expect(await field('multilineText').locator('hr').count()).toBe(1);
    expect(await field('email').locator('input').getAttribute('type')).toBe('email');
    expect(await field('email').textContent()).toContain('Freiwillig; wir nutzen sie nur für Rückfragen.');
    expect(await field('rating').locator('legend').textContent()).toBe('Wie bewertest du das Event? *');
    expect(await field('author').locator('label').textContent()).toBe('Dein Name *');
    expect(await form().locator('input[type="hidden"]').inputValue()).toBe('demo');

    expect(await axeViolations(page)).toEqual([]);
  });

  it("says '{label} ist erforderlich' for the author, required fields and a required checkbox", async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await submitButton().click();
    const alerts = await form().locator('[part="form-field"] [role="alert"]').allTextContents();
    expect(alerts).toEqual([
      'Dein Name ist erforderlich',
      'Wie bewertest du das Event? ist erforderlich',
      'Ich bin mit der Auswertung meiner Antworten einverstanden. ist erforderlich',
    ]);
  });

  it('speaks English with language="en"', async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await page.evaluate(() => {
      document.querySelector('event-form')?.remove();
      const element = document.createElement('event-form');
      element.setAttribute('code', 'feedback');
      element.setAttribute('language', 'en');
      document.querySelector('main')?.append(element);
    });
    await form().getByRole('button', { name: 'Submit' }).click();
    expect(await field('author').locator('[role="alert"]').textContent()).toBe('Your name is required');
  });

  it("sets the author to 'Anonym' and disables it with the anonymous checkbox, and restores it unticked", async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    const author = field('author').locator('input');
    await author.fill('');
    await field('anonymCheckbox').locator('input').check();
    expect(await author.inputValue()).toBe('Anonym');
    expect(await author.isDisabled()).toBe(true);
    await field('anonymCheckbox').locator('input').uncheck();
    expect(await author.isDisabled()).toBe(false);
    expect(await author.inputValue()).toBe('');
  });

  it('prefills from query parameters through session storage, submits, shows the success, then resets', async () => {
    await page.goto(`${server.url}/demo/form-only.html?email=ada%40example.org&source=newsletter`);
    expect(await field('email').locator('input').inputValue()).toBe('ada@example.org');
    // A demo page is a host page: the form keeps the prefill under the API origin's key prefix (docs/embedding.md).
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `foyer:${server.url}:formPrefill`)).toBe(
      JSON.stringify({ email: 'ada@example.org', source: 'newsletter' }),
    );
    await fillValid();
    await field('emojiRating').getByLabel('sehr gut').check();
    await field('multiSelect').getByLabel('Umfragen').check();
    await field('multiSelect').getByLabel('Sonstiges:').check();
    await field('multiSelect').getByLabel('Sonstiges: dein Text').fill('Der Chat');
    await submitButton().click();

    await form().locator('[part="form-success"]').waitFor();
    expect(await form().locator('[part="form-success"] [role="status"]').textContent()).toBe(
      'Danke! Deine Antwort ist angekommen.',
    );
    const csv = await submissions();
    expect(csv).toContain(',Ada,9,5,"[""Umfragen"",""Sonstiges: Der Chat""]",,ada@example.org,true,,newsletter');

    await form().getByRole('button', { name: 'Noch eine Antwort senden' }).click();
    expect(await field('author').locator('input').inputValue()).toBe('');
    expect(await field('checkbox').locator('input').isChecked()).toBe(false);
  });

  it('answers a closed form with the closed text of §8, in German', async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await fillValid();
    await operator('closeForm');
    try {
      await submitButton().click();
      expect(await form().locator('[part="form-error"]').textContent()).toBe(
        'Das Formular ist geschlossen, neue Antworten werden nicht mehr angenommen.',
      );
    } finally {
      await operator('openForm');
    }
  });

  it("answers a form that is gone with §8's 'Form not found', in German", async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await fillValid();
    // The operator removed the form from the event file meanwhile: the server answers the submission with 404.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
      if (body.operationName !== 'addFormSubmissionForFrontend') return route.continue();
      return route.continue({
        postData: JSON.stringify({ ...body, variables: { ...body.variables, code: 'removed' } }),
      });
    });
    await submitButton().click();
    await expect.poll(() => form().locator('[part="form-error"]').textContent()).toBe('Dieses Formular gibt es nicht.');
  });

  it('shows the default message for any other failure', async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await fillValid();
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'addFormSubmissionForFrontend') return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      });
    });
    await submitButton().click();
    await expect
      .poll(() => form().locator('[part="form-error"]').textContent())
      .toBe('Etwas ist schiefgelaufen. Bitte versuche es erneut.');
  });

  it("says §8's 'Could not load the form', in German, when it cannot be loaded", async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await page.evaluate(() => {
      document.querySelector('event-form')?.setAttribute('code', 'nope');
      const element = document.createElement('event-form');
      element.setAttribute('code', 'nope');
      document.querySelector('main')?.replaceChildren(element);
    });
    await expect
      .poll(() => form().locator('[role="alert"] p').textContent())
      .toBe('Das Formular konnte nicht geladen werden.');
  });
});

describe('the remaining field types', () => {
  it('renders text, number, url and password fields without an author, and checks number and url', async () => {
    await page.goto(`${server.url}/demo/form-only.html`);
    await page.evaluate(() => {
      const element = document.createElement('event-form');
      element.setAttribute('code', 'kontakt');
      document.querySelector('event-form')?.replaceWith(element);
    });
    await submitButton().waitFor();
    const types = await form()
      .locator('[part="form-field"]')
      .evaluateAll((fields) => fields.map((element) => element.getAttribute('data-field-type')));
    expect(types).toEqual(['text', 'number', 'url', 'password']);
    expect(await field('password').locator('input').getAttribute('type')).toBe('password');
    expect(await field('text').locator('input').getAttribute('maxlength')).toBe('80');

    await field('text').locator('input').fill('Foyer');
    await field('number').locator('input').fill('zwei');
    await field('url').locator('input').fill('keine adresse');
    await submitButton().click();
    expect(await field('number').locator('[role="alert"]').textContent()).toBe('Bitte trage eine Zahl ein.');
    expect(await field('url').locator('[role="alert"]').textContent()).toBe(
      'Bitte trage eine gültige Adresse (https://…) ein.',
    );

    await field('number').locator('input').fill('1,5');
    await field('url').locator('input').fill('https://example.org');
    await field('password').locator('input').fill('geheim');
    await submitButton().click();
    await form().locator('[part="form-success"]').waitFor();
  });
});
