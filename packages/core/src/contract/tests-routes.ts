// Zod-free descriptors of the practice-test endpoints; see auth-routes.ts.
export const freeTestsRoute = { method: "GET", path: "/test/getfreetest", auth: "student" } as const;
export const proTestsRoute = { method: "GET", path: "/test/getprotest", auth: "student" } as const;
export const startTestRoute = { method: "GET", path: "/test/starttest", auth: "student" } as const;
export const retrieveTestRoute = { method: "GET", path: "/test/retrievetest", auth: "student" } as const;
export const saveTestRoute = { method: "POST", path: "/test/savetest", auth: "student" } as const;
export const submitModuleRoute = { method: "POST", path: "/test/submitmodule", auth: "student" } as const;
export const endTestRoute = { method: "PUT", path: "/test/endtest", auth: "student" } as const;
export const completedTestsRoute = { method: "GET", path: "/test/allusertests", auth: "student" } as const;
export const testResultRoute = { method: "GET", path: "/test/result", auth: "student" } as const;
export const computeRawScoreRoute = { method: "POST", path: "/test/computingrawscore", auth: "student" } as const;
