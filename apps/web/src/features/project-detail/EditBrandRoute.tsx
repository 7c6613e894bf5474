// /projects/:id/edit: the brand's Edit Brand wizard over the detail screen; closing it returns to
// /projects/:id.
import type { Project } from '@sightline/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandWizard } from '../../components/brand-wizard/BrandWizard.tsx';
import type { BrandWizardTarget } from '../../components/brand-wizard/useBrandWizard.ts';

export function EditBrandRoute({ project }: { project: Project }) {
  const navigate = useNavigate();
  // One target object per opening: the wizard starts a fresh form when the target changes.
  const [target] = useState<BrandWizardTarget>(() => ({ mode: 'edit', project }));
  return (
    <BrandWizard
      target={target}
      onClose={() => navigate(`/projects/${encodeURIComponent(project.uuid)}`, { replace: true })}
    />
  );
}
