import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower-cased; the spec's userName. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  mobile: text("mobile").notNull().default(""),
  whenExam: timestamp("when_exam", { withTimezone: true }),
  referalCode: text("referal_code").notNull().default(""),
  profilePic: text("profile_pic").notNull().default(""),
  /** Null for students created by a partner's redirect login who never set a password. */
  passwordHash: text("password_hash"),
  proTill: timestamp("pro_till", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every issued token is a row here, so logout and revocation take effect at once on every server. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed logins, kept only as long as the rate-limit window needs them. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountKey: text("account_key").notNull(),
    address: text("address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failures_account_idx").on(t.accountKey, t.createdAt),
    index("login_failures_address_idx").on(t.address, t.createdAt),
  ],
);

export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceMinor: integer("price_minor").notNull(),
  currency: text("currency").notNull(),
  billingPeriod: text("billing_period", { enum: ["free", "month", "quarter", "year"] }).notNull(),
  durationDays: integer("duration_days").notNull(),
  isPro: boolean("is_pro").notNull(),
  features: jsonb("features")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});
