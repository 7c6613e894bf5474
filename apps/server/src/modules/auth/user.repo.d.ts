import type { Queryable } from '../../db/database.ts';
export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  password_hash: string;
  name: string;
  company_name: string;
  company_role: string;
  referral: string;
  industry: string;
  company_size: string;
  current_position: string;
  seo_objectives: string[];
  additional_info: string;
  profile_picture: string | null;
  view_tutorial: boolean;
  unsubscribe_code: string;
  email_unsubscribed_at: Date | null;
  created_at: Date;
}
export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  companyName: string;
  companyRole: string;
  referral: string;
  currentPosition: string;
  seoObjectives: string[];
  additionalInfo: string;
  unsubscribeCode: string;
}
export interface ProfileFields {
  name: string;
  company_name: string;
  industry: string;
  company_size: string;
  current_position: string;
  additional_info: string;
}
export declare const userRepo: {
  insert(q: Queryable, u: NewUser): Promise<UserRow | null>;
  byEmail(q: Queryable, email: string): Promise<UserRow | null>;
  byId(q: Queryable, id: number): Promise<UserRow | null>;
  byUnsubscribeCode(q: Queryable, code: string): Promise<UserRow | null>;
  touchLogin(q: Queryable, id: number): Promise<void>;
  updateProfile(q: Queryable, id: number, p: ProfileFields, picture?: string | null): Promise<UserRow>;
  setPassword(q: Queryable, id: number, passwordHash: string): Promise<void>;
  markTutorialWatched(q: Queryable, id: number): Promise<UserRow>;
  unsubscribe(q: Queryable, id: number): Promise<void>;
};
