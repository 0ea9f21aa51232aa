/** The access token lives in memory only; the refresh token is an httpOnly cookie the page never sees. */
let accessToken: string | null = null;

export const getAccessToken = () => accessToken;
export const setAccessToken = (token: string | null) => {
  accessToken = token;
};
