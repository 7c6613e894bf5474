// What every MCP result about one brand adds: the brand's engines that answer from the sandbox on this
// server (config), whose figures are simulated, not measured.
import { ENGINE_LABELS, mcpProvenanceNote } from '@sightline/contracts';
import type { AppContext } from '../../context.ts';
import { requireProjectAccess } from '../projects/project-access.ts';

export const brandProvenance = async (ctx: AppContext, userId: number, brandRef: string) => {
  const brand = await requireProjectAccess(ctx.db, userId, brandRef, 'VIEW');
  const simulated = brand.ai_engines.filter((code) => !ctx.engines[code]?.live);
  return { simulated_engines: simulated, note: mcpProvenanceNote(simulated.map((c) => ENGINE_LABELS[c])) };
};
