import { type ProjectForm } from '@sightline/contracts';
export declare const parseProjectForm: (fields: Record<string, string>) => ProjectForm;
