// One steady colour per AI engine (defined once in the contracts, where the server's replies use it too).
export { providerColor } from '@sightline/contracts';
