import { LegalPage } from './LegalPage.tsx';
import { privacySections } from './privacy-content.ts';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains which personal data Sightline collects, why, who we share it with, how long we keep it and the rights you have over it."
      sections={privacySections}
    />
  );
}
