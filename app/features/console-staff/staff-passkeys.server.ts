import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, desc, eq } from "drizzle-orm";
import { staff_passkeys } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { recordAudit } from "./staff-audit.server";
import type { StaffMember } from "./staff-rules";

/** Where a passkey belongs: the site's own host is the relying party, the page's origin the expected one. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(requestUrl: string): RelyingParty {
  const url = new URL(requestUrl);
  return { id: url.hostname, origin: url.origin };
}

const transportsOf = (list: string[]) => list as AuthenticatorTransport[];

/** The WebAuthn library (a fifth of a second of a core to load) is loaded with the first passkey asked for, not with the server. */
const webauthn = () => import("@simplewebauthn/server");

export async function passkeysOf(scope: SiteScope, staffId: number) {
  return scope.db
    .select()
    .from(staff_passkeys)
    .where(and(eq(staff_passkeys.site_id, scope.siteId), eq(staff_passkeys.staff_id, staffId)))
    .orderBy(desc(staff_passkeys.created_at));
}

/** What the browser needs to make a passkey for this staff member on this site (not one they already have). */
export async function enrolmentOptions(scope: SiteScope, staff: StaffMember, rp: RelyingParty) {
  const existing = await passkeysOf(scope, staff.staffId);
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: `${scope.config.name} console`,
    rpID: rp.id,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(`staff-${staff.staffId}`),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
}

/** Checks the browser's new passkey against the challenge it was given and keeps it; false when it does not verify. */
export async function enrolPasskey(
  scope: SiteScope,
  staff: StaffMember,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
  device: string,
): Promise<boolean> {
  const { verifyRegistrationResponse } = await webauthn();
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  await scope.db.transaction(async (tx) => {
    await tx.insert(staff_passkeys).values({
      id: credential.id,
      site_id: scope.siteId,
      staff_id: staff.staffId,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: device,
    });
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "passkey.add",
      entity: "passkey",
      entityId: credential.id,
      after: { name: device },
    });
  });
  return true;
}

/** A sign-in challenge for any passkey of this site (the browser offers the ones it holds). */
export async function signInOptions(rp: RelyingParty) {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
}

/** The staff member whose passkey of this site answered the challenge, or null. Its counter moves on. */
export async function verifyPasskeySignIn(
  scope: SiteScope,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
): Promise<number | null> {
  const [passkey] = await scope.db
    .select()
    .from(staff_passkeys)
    .where(and(eq(staff_passkeys.id, response.id), eq(staff_passkeys.site_id, scope.siteId)));
  if (!passkey) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: passkey.id,
      publicKey: Buffer.from(passkey.public_key, "base64url"),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verified.verified) return null;
  await scope.db
    .update(staff_passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: new Date() })
    .where(eq(staff_passkeys.id, passkey.id));
  return passkey.staff_id;
}

/** Removes one of this staff member's passkeys on this site. */
export async function removePasskey(scope: SiteScope, staffId: number, id: string) {
  await scope.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staff_passkeys)
      .where(
        and(eq(staff_passkeys.id, id), eq(staff_passkeys.site_id, scope.siteId), eq(staff_passkeys.staff_id, staffId)),
      )
      .returning({ name: staff_passkeys.name });
    if (removed)
      await recordAudit(tx, scope.siteId, {
        staffId,
        action: "passkey.remove",
        entity: "passkey",
        entityId: id,
        before: removed,
      });
  });
}
