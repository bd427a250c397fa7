/** toolgauge's version (package.json's), for reports that name the tool that wrote them (SARIF's driver). */
import pkg from '../package.json' with { type: 'json' };

export const TOOLGAUGE_VERSION: string = pkg.version;
