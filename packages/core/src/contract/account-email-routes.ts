// Zod-free descriptors of the emailed-link endpoints; see auth-routes.ts.
export const forgotPasswordRoute = { method: "POST", path: "/auth/forgot-password", auth: "none" } as const;
export const resetPasswordRoute = { method: "POST", path: "/auth/reset-password", auth: "none" } as const;
export const verifyEmailRoute = { method: "POST", path: "/auth/verify-email", auth: "none" } as const;
export const resendVerificationRoute = { method: "POST", path: "/auth/resend-verification", auth: "student" } as const;
export const changeEmailRoute = { method: "POST", path: "/auth/change-email", auth: "student" } as const;
