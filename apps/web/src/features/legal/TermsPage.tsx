import { LegalPage } from './LegalPage.tsx';
import { termsSections } from './terms-content.ts';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro="Please read these terms carefully. They explain the rules for using Sightline and the commitments we make to each other."
      sections={termsSections}
    />
  );
}
