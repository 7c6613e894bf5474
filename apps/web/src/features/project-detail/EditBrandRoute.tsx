// /projects/:id/edit: the brand's Edit Brand wizard over the detail screen; closing it returns to
// /projects/:id.
import type { Project } from '@sightline/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandWizard } from '../../components/brand-wizard/BrandWizard.tsx';
import type { BrandWizardTarget } from '../../components/brand-wizard/useBrandWizard.ts';
import { allowBrandAction, brandRefusal } from '../../lib/brand-access.ts';

export function EditBrandRoute({ project }: { project: Project }) {
  const navigate = useNavigate();
  // One target object per opening: the wizard starts a fresh form when the target changes.
  const [target] = useState<BrandWizardTarget>(() => ({ mode: 'edit', project }));
  const allowed = brandRefusal(project.permission, 'edit') === null;
  const brandPath = `/projects/${encodeURIComponent(project.uuid)}`;
  // A viewer who opens the edit address is told why and sent back to the brand.
  useEffect(() => {
    if (!allowBrandAction(project.permission, 'edit')) navigate(brandPath, { replace: true });
  }, [project.permission, navigate, brandPath]);
  return allowed ? (
    <BrandWizard target={target} onClose={() => navigate(brandPath, { replace: true })} />
  ) : null;
}
