import { z } from 'zod';
import { UserKind } from '../enums';
import { Permission } from '../permissions';

export const OTP_LENGTH = 6;

export const ZLoginRequest = z.object({
  phoneNumber: z
    .string()
    .min(1)
    .max(20)
    .describe('Iranian mobile number in any common form (09…, +989…, Persian digits)'),
  isBackOffice: z
    .boolean()
    .optional()
    .describe('True on the back-office login: only the vendor’s owner and staff receive a code'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  userId: z.string().describe('Identifies the login challenge’s user; send it back to verify'),
  isRegistered: z.boolean().describe('False for a new user: verify must then carry first and last name'),
  phoneNumber: z.string().describe('The normalised number, 09xxxxxxxxx'),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZVerifyRequest = z.object({
  userId: z.string().min(1).max(64),
  otp: z
    .string()
    .regex(new RegExp(`^[0-9۰-۹٠-٩]{${OTP_LENGTH}}$`), 'کد ورود باید ۶ رقم باشد.')
    .describe('The 6-digit code sent by SMS'),
  firstName: z.string().trim().min(1).max(50).optional(),
  lastName: z.string().trim().min(1).max(50).optional(),
});
export type TVerifyRequest = z.infer<typeof ZVerifyRequest>;

export const ZTokens = z.object({
  token: z.string().describe('Short-lived access token (JWT), sent as Authorization: Bearer'),
  refreshToken: z.string().describe('Opaque, single-use; exchanged at /auth/refreshtoken for a new pair'),
});
export type TTokens = z.infer<typeof ZTokens>;

export const ZRefreshRequest = z.object({
  refreshToken: z.string().max(200).optional().describe('May be omitted when the HttpOnly cookie carries it'),
});

export const ZAdminLoginRequest = z.object({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const ZProfile = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  kind: UserKind,
  vendorId: z.string().nullable().describe('The vendor this session belongs to'),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUpdateProfileRequest = z.object({
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  email: z.email().max(200).nullable().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZMyPermissions = z.object({ permissions: z.array(Permission) });
