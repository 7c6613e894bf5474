// `npm run admin -- grant|revoke <email>` makes a user an admin (manages tutorials, FAQs and
// services) or takes the role back; `npm run admin -- list` prints the admins. The role is never
// given through the API. With the embedded database, stop the server first (one process per PGlite).
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { contentRepo } from '../modules/content/content.repo.ts';

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

const { db } = await openConfiguredDatabase(loadConfig(process.env, []));
try {
  if (command === 'list') {
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
