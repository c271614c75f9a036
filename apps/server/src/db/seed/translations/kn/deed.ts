// Kannada: the clause library and the clause editor's sample testator (issue 13). Keys are the English ones.
// Written in three parts (deed-1.ts: the headings and the first five clause sets; deed-2.ts: the next six;
// deed-3.ts: the last four and the sample, a family from Mysuru), each a file a translator can hold at once.
import type { TDeedTranslation } from '../types.ts';
import * as first from './deed-1.ts';
import * as second from './deed-2.ts';
import * as third from './deed-3.ts';

const kn: TDeedTranslation = {
  headings: first.headings,
  clauses: { ...first.clauses, ...second.clauses, ...third.clauses },
  sample: third.sample,
  // The starter templates' names and descriptions, by their English name (issue 23).
  templates: {
    'Simple will': {
      name: 'ಸರಳ ಉಯಿಲು',
      description: 'ನೇರವಾದ ಉಯಿಲು: ನಿರ್ವಾಹಕರು, ಆಸ್ತಿಗಳ ಅನುಸೂಚಿ, ಕೊಡುಗೆಗಳು, ಉಳಿಕೆ ಆಸ್ತಿ ಮತ್ತು 63ನೇ ಪ್ರಕರಣದಡಿ ದೃಢೀಕರಣ.',
    },
    'Will with guardianship of minors': {
      name: 'ಅಪ್ರಾಪ್ತರ ಪಾಲಕತ್ವದೊಂದಿಗೆ ಉಯಿಲು',
      description: 'ಅಪ್ರಾಪ್ತ ವಯಸ್ಕ ಮಕ್ಕಳು ಅಥವಾ ಫಲಾನುಭವಿಗಳಿರುವ ಉಯಿಲುದಾರರಿಗೆ: ಅವರಿಗೆ ಪಾಲಕರನ್ನು ನೇಮಿಸುತ್ತದೆ; 18 ವರ್ಷ ತುಂಬುವವರೆಗೆ ಅವರ ಆಸ್ತಿಯನ್ನು ಪಾಲಕರೇ ನೋಡಿಕೊಳ್ಳುತ್ತಾರೆ.',
    },
    'Will with a trust for minor beneficiaries': {
      name: 'ಅಪ್ರಾಪ್ತ ಫಲಾನುಭವಿಗಳಿಗಾಗಿ ಟ್ರಸ್ಟ್‌ನೊಂದಿಗೆ ಉಯಿಲು',
      description: 'ಅಪ್ರಾಪ್ತರಿಗೆ ಸಲ್ಲುವುದನ್ನು, ನಿರ್ವಾಹಕರನ್ನೇ ಟ್ರಸ್ಟಿಯಾಗಿಸಿ, ಅವರಿಗೆ 21 ವರ್ಷ ತುಂಬುವವರೆಗೆ ಟ್ರಸ್ಟ್‌ನಲ್ಲಿ ಇರಿಸುತ್ತದೆ; ಅವರ ಶರೀರದ ಪಾಲಕರನ್ನೂ ನೇಮಿಸುತ್ತದೆ.',
    },
    'Hindu will with joint family property': {
      name: 'ಅವಿಭಕ್ತ ಕುಟುಂಬದ ಆಸ್ತಿಯೊಂದಿಗೆ ಹಿಂದೂ ಉಯಿಲು',
      description:
        'ಸಹದಾಯಾದಿಯಾಗಿರುವ ಹಿಂದೂ, ಬೌದ್ಧ, ಜೈನ ಅಥವಾ ಸಿಖ್ ಉಯಿಲುದಾರರಿಗೆ: ಸ್ವಯಾರ್ಜಿತ ಆಸ್ತಿ ಮತ್ತು ಅವಿಭಕ್ತ ಕುಟುಂಬದ ಆಸ್ತಿಯಲ್ಲಿನ ಅವಿಭಜಿತ ಹಿತಾಸಕ್ತಿಯನ್ನು ನೀಡುತ್ತದೆ (ಹಿಂದೂ ಉತ್ತರಾಧಿಕಾರ ಕಾಯ್ದೆ, ಪ್ರಕರಣ 30).',
    },
    'Muslim will (wasiyat)': {
      name: 'ಮುಸ್ಲಿಂ ಉಯಿಲು (ವಸಿಯತ್)',
      description:
        'ಸುನ್ನಿ ಅಥವಾ ಶಿಯಾ ಮುಸ್ಲಿಂ ಉಯಿಲುದಾರರಿಗೆ: ಆಸ್ತಿಯ ಮೂರನೇ ಒಂದು ಭಾಗದೊಳಗೆ ಕೊಡುಗೆಗಳು; ಅದಕ್ಕಿಂತ ಹೆಚ್ಚಿಗೆ ಅಥವಾ ವಾರಸುದಾರರೊಬ್ಬರಿಗೆ ಕೊಡುಗೆ ನೀಡಲು ವಾರಸುದಾರರ ಸಮ್ಮತಿ; ಉಳಿದದ್ದು ಮುಸ್ಲಿಂ ಕಾನೂನಿನಂತೆ ವಾರಸುದಾರರಿಗೆ. ಸಾಕ್ಷಿಗಳು ಇರುವುದು ಒಳ್ಳೆಯದು, ಕಡ್ಡಾಯವಲ್ಲ.',
    },
    'Christian or Parsi will': {
      name: 'ಕ್ರೈಸ್ತ ಅಥವಾ ಪಾರ್ಸಿ ಉಯಿಲು',
      description:
        'ಭಾರತೀಯ ಉತ್ತರಾಧಿಕಾರ ಕಾಯ್ದೆ ಪೂರ್ಣವಾಗಿ ಅನ್ವಯಿಸುವ ಉಯಿಲುದಾರರಿಗೆ: 63ನೇ ಪ್ರಕರಣದಡಿ ದೃಢೀಕರಣ, ಫಲಾನುಭವಿಯ ವಂಶಜರಿಗೆ ಸಾಗುವ ಕೊಡುಗೆಗಳು. ಸಹಿ ಮಾಡಿದ ನಂತರದ ವಿವಾಹ ಈ ಉಯಿಲನ್ನು ರದ್ದುಗೊಳಿಸುತ್ತದೆ (ಪ್ರಕರಣ 69): ವಿವಾಹವಾದರೆ ಹೊಸ ಉಯಿಲು ಬರೆಯಿರಿ.',
    },
  },
};

export default kn;
