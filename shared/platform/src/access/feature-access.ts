// The one rule, shared with the API: the zod-free enrolment module of the contracts.
export { hasFeatureAccess } from '@elearn/contracts/enrolment';
