// Takes the audience Q&A's screenshots for docs/elements.md and docs/operators.md (issue #30): <event-qa> on
// demo/qa-only.html after visitors asked and upvoted, the console's Q&A tab with the moderation queue, and the
// presenter screen (/present) at 1280x720 with a highlighted question, a poll's results and the join screen. Built
// server with the demo event, Debian's Chromium (playwright-core). Run after `npm run build`:
// node scripts/qa-screenshots.mjs
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { graphqlData } from '../tests/support/graphql.mjs';
import { startServer } from '../tests/support/start-server.mjs';

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const cli = fileURLToPath(new URL('../build/server/cli.js', import.meta.url));
const EMAIL = 'moderator@example.org';
const PASSWORD = 'Screenshot-Passwort-2026';

const server = await startServer();
execFileSync(process.execPath, [cli, 'add-operator', EMAIL, 'moderator'], {
  env: { ...process.env, DATA_DIR: server.dataDir },
  input: `${PASSWORD}\n`,
});
const browser = await chromium.launch(chromiumLaunchOptions());

const visitorToken = async () =>
  (await graphqlData(server.url, '{ customerAnonymousLogin { token } }')).customerAnonymousLogin.token;
const ask = async (code, text, name = null) => {
  const token = await visitorToken();
  const asked = await graphqlData(
    server.url,
    'mutation ($code: String!, $text: String!, $name: String) { askQuestion(code: $code, text: $text, name: $name) { id } }',
    { variables: { code, text, name }, token },
  );
  return asked.askQuestion.id;
};
const upvote = async (id, times) => {
  for (let vote = 0; vote < times; vote++) {
    await graphqlData(server.url, 'mutation ($id: Int!) { upvoteQuestion(id: $id) { id } }', {
      variables: { id },
      token: await visitorToken(),
    });
  }
};

try {
  const recording = await ask('fragen', 'Wann gibt es die Aufzeichnung in der Mediathek?', 'Anna');
  const slides = await ask('fragen', 'Bekommen wir die Folien zum Nachlesen?');
  await ask('fragen', 'Gibt es ein Treffen vor Ort im nächsten Jahr?', 'Ben');
  await upvote(slides, 7);
  await upvote(recording, 4);
  const keynote = await ask('keynote', 'Welche Neuheit hat Sie selbst am meisten überrascht?', 'Lea');
  await ask('keynote', 'Wie geht es mit der Roadmap weiter?', 'Jonas');
  await ask('keynote', 'Was raten Sie Einsteigern?', 'Mira');

  const page = await browser.newPage({ viewport: { width: 720, height: 1000 }, locale: 'de-DE' });
  await page.goto(`${server.url}/demo/qa-only.html`);
  const qa = page.locator('event-qa');
  await qa.locator('[part="qa-question"]').first().waitFor();
  await qa
    .getByRole('button', { name: /unterstützen/ })
    .first()
    .click();
  await qa.locator('[aria-pressed="true"][part="qa-upvote"]').waitFor();
  await page.screenshot({ path: `${imagesDir}qa-element.png`, fullPage: true });

  const consolePage = await browser.newPage({ viewport: { width: 1280, height: 1000 }, locale: 'de-DE' });
  await consolePage.goto(`${server.url}/console`);
  const console = consolePage.locator('event-console');
  await console.getByLabel('E-Mail').fill(EMAIL);
  await console.getByLabel('Passwort').fill(PASSWORD);
  await console.getByLabel('Passwort').press('Enter');
  await console.getByRole('tab', { name: 'Q&A' }).click();
  await console.getByRole('combobox', { name: 'Q&A auswählen' }).selectOption('keynote');
  await console
    .getByRole('button', { name: /freigeben/ })
    .first()
    .click();
  await console.getByRole('status').getByText('Erledigt.').waitFor();
  await consolePage.waitForLoadState('networkidle');
  await consolePage.screenshot({ path: `${imagesDir}console-qa.png`, fullPage: true });

  const presenter = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: 'de-DE' });
  await presenter.goto(`${server.url}/present`);
  const screen = presenter.locator('event-present');
  await screen.getByLabel('E-Mail').fill(EMAIL);
  await screen.getByLabel('Passwort').fill(PASSWORD);
  await screen.getByLabel('Passwort').press('Enter');
  await screen.locator('[data-join-qr]').waitFor();
  await presenter.screenshot({ path: `${imagesDir}presenter-join.png` });
  await console.getByRole('button', { name: 'Hervorgehobene Frage aus „Fragen an die Keynote“ zeigen' }).click();
  await console.getByRole('button', { name: /^Freigegeben/ }).click();
  await console
    .getByRole('button', {
      name: `„${'Welche Neuheit hat Sie selbst am meisten überrascht?'.slice(0, 40)}…“ hervorheben`,
    })
    .click();
  await screen.locator('[data-presenter-question]').waitFor();
  await presenter.screenshot({ path: `${imagesDir}presenter-question.png` });
  await console.getByRole('button', { name: 'Ergebnisse zeigen' }).click();
  await screen.locator('[data-presenter-mode="poll"]').waitFor();
  await presenter.screenshot({ path: `${imagesDir}presenter-poll.png` });
  process.stdout.write(`Q&A screenshots in docs/images/ (keynote question ${keynote})\n`);
} finally {
  await browser.close();
  await server.stop();
}
