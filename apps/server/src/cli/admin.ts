// `npm run admin -- grant|revoke <email>` makes a user an admin (manages tutorials, FAQs and
// services) or takes the role back; `npm run admin -- list` prints the admins. The role is never
// given through the API. `npm run admin -- dead-letters` prints the newest website visits the
// database refused (kept aside, with the reason). With the embedded database, stop the server first
// (one process per PGlite).
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { contentRepo } from '../modules/content/content.repo.ts';
import { websiteAnalysisRepo } from '../modules/website-analysis/website-analysis.repo.ts';

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list | dead-letters';
const DEAD_LETTERS_SHOWN = 50;

const { db } = await openConfiguredDatabase(loadConfig(process.env, []));
try {
  if (command === 'dead-letters') {
    const letters = await websiteAnalysisRepo.deadLetters(db, DEAD_LETTERS_SHOWN);
    if (!letters.length) console.log('No refused website visits.');
    for (const l of letters)
      console.log(`${l.received_at.toISOString()}  brand ${l.project_id}  event ${l.event_id}  ${l.reason}`);
  } else if (command === 'list') {
    const admins = await contentRepo.adminEmails(db);
    console.log(admins.length ? admins.join('\n') : 'No admins yet.');
  } else if ((command === 'grant' || command === 'revoke') && email) {
    const found = await contentRepo.setAdmin(db, email, command === 'grant');
    if (!found) {
      console.error(`No user with the email ${email}.`);
      process.exitCode = 1;
    } else console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  } else {
    console.error(usage);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
