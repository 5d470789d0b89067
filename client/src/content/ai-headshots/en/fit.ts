import type { IndustryId, StyleId } from '../../../features/ai-headshots/matrix';

/** Why each style does or does not suit each profession (the verdicts are in ../verdicts.ts). */
export const fit: Record<IndustryId, Record<StyleId, string>> = {
  lawyers: {
    professional:
      'The safest choice for a firm’s team page: the soft grey studio light is what clients expect from a partner’s portrait, and it matches photos taken by a photographer years ago.',
    casual:
      'The café blur and warm light suggest a weekend rather than a client meeting. It can work for a family-law or startup practice that sells approachability, but most firms will find it too informal.',
    artistic:
      'Teal-and-orange contrast looks like a film poster, which distracts from the one message a lawyer’s photo should send: reliability. Keep it for a personal blog or a conference talk on legal tech, not the firm website.',
    vintage:
      'Grain and faded colours can make a modern practice look old-fashioned, and clients may wonder how old the photo is. Only a boutique firm with a deliberately retro brand gets away with it.',
    'studio-grey':
      'A light, plain grey is the classic background of law firm team grids: it prints well in brochures and tender documents, and one partner’s photo never clashes with another’s.',
    'office-blur':
      'A warm, blurred office says “at work” without showing confidential files, which suits LinkedIn and firms that want to look accessible while staying formal.',
    outdoor:
      'Greenery and sky feel relaxed and holiday-like, which sits oddly next to litigation or M&A practice areas. Think twice unless you run a rural or environmental-law practice where it fits the story.',
    'solid-white':
      'Clean and neutral, good for legal directories and CVs in tenders. On a white website the photo can look cut-out and flat, so add a border or choose grey for the team page.',
    'solid-navy':
      'Navy is the colour of many law firms’ brands: it looks serious, makes a white shirt stand out and suits senior partners and litigators.',
    'solid-beige':
      'Beige is softer than grey and works for mediators, family lawyers and notaries who want warmth. In corporate practice it can look less decisive than navy or grey.',
    'original-blur':
      'Your real surroundings, softened: fine if your selfies were taken in a tidy office, but a blurred living room undermines a formal profile. Check every photo before you publish it.',
  },
  doctors: {
    professional:
      'A neutral, soft grey studio portrait is what hospitals and larger clinics use for staff pages. It looks competent and calm, especially with a white coat.',
    casual:
      'The warm, bright café feel helps paediatricians, GPs and psychologists look approachable to nervous patients; for surgeons and specialists at a hospital it may feel too relaxed.',
    artistic:
      'Dark backgrounds and dramatic contrast read as cold, which is the opposite of what patients look for on a booking portal. Keep it for a magazine interview, not for your profile.',
    vintage:
      'Faded, grainy colour makes the photo look old, and patients value a doctor who is up to date. It undermines trust more than it adds character.',
    'studio-grey':
      'Light grey is clean, neutral and photographs a white coat well without glare. It is the best choice for a clinic that wants every doctor to look consistent.',
    'office-blur':
      'A warm blurred office suggests a consulting room and works for private practices; just remember that patients may expect something more clinical than an office.',
    outdoor:
      'Greenery and daylight suit physiotherapists, dietitians and psychotherapists who talk about health and well-being; in a hospital’s staff directory it looks out of place.',
    'solid-white':
      'White is clinical in the best sense: clean, bright and consistent with most booking portals and clinic websites, where the photo sits on a white page.',
    'solid-navy':
      'Navy is calm and professional and makes a white coat stand out strongly. On light booking portals it can look heavy, so it works best on a dark clinic website.',
    'solid-beige':
      'Warm beige makes a doctor look gentle and accessible, which is ideal for family medicine, paediatrics and psychiatry, and is easy on the eye next to white portal pages.',
    'original-blur':
      'If your selfies were taken in your consulting room, a blurred version of it is authentic and reassuring. Avoid it if patients, screens or equipment could still be recognised.',
  },
  'real-estate': {
    professional:
      'A solid, formal choice for agents in commercial property or premium developments. For residential sales it can feel more like a bank than like someone who shows you a flat.',
    casual:
      'Warm light and a sunny café background say “let’s have a coffee and talk about your flat”: exactly the approachable image that brings residential enquiries.',
    artistic:
      'Dramatic dark colouring fights with the bright, airy listing photos next to it and shrinks to a dark blob in portal thumbnails. Not for agent profiles.',
    vintage:
      'A faded film look suggests an outdated photo and an outdated market knowledge; only an agent specialising in historic houses might make it part of a story.',
    'studio-grey':
      'Neutral grey looks tidy on agency team pages and printed flyers and works for commercial agents. For residential profiles it is correct but a little cool.',
    'office-blur':
      'An out-of-focus office suggests an established agency and works well on the agency’s website; on portals a brighter background usually draws more attention.',
    outdoor:
      'Greenery and sky look like a sunny viewing: fresh, optimistic and perfect for agents selling houses, suburban property or plots.',
    'solid-white':
      'The most practical background for an agent: it disappears on portal profiles and cuts out easily for flyers, signboards and social media templates.',
    'solid-navy':
      'Navy adds authority for agents in commercial or luxury property, and it contrasts well with a light shirt. On a white flyer it makes a strong, dark block.',
    'solid-beige':
      'Warm beige echoes the interiors in listing photos and looks friendly, a good fit for agents in residential and rental markets.',
    'original-blur':
      'If you took your selfies in a bright interior, the blur keeps a home-like feel; a dark corridor or car interior will not help. Check the result before using it on portals.',
  },
  software: {
    professional:
      'Correct for corporate staff pages and consulting work, but a formal grey studio portrait can look stiff among GitHub avatars and meetup speakers. Keep it for the CV.',
    casual:
      'A relaxed, warm look with a café blur feels like the developers you meet at a meetup: it is the easiest style to use on LinkedIn, GitHub and Slack at once.',
    artistic:
      'The cinematic teal-and-orange look suits a speaker page, a personal site or a talk announcement, where standing out helps. For job applications a plainer style is safer.',
    vintage:
      'A grainy film look is fun on a personal blog or a GitHub profile, especially if your work has a retro or design angle. Recruiters may find it less serious.',
    'studio-grey':
      'A neutral light grey is a safe default for CVs, job portals and company directories. It is correct, just less personal than a blurred background.',
    'office-blur':
      'A blurred office or open space looks like a normal workday in tech: natural on LinkedIn, team pages and job portals like Just Join IT.',
    outdoor:
      'Greenery and daylight make you look balanced and human, a good counterweight to a screen-heavy job, and work well on LinkedIn and conference pages.',
    'solid-white':
      'A white square glares in the dark mode of GitHub, Slack and IDEs, and looks like an ID photo. Fine for a printed CV, but think twice as an avatar.',
    'solid-navy':
      'Deep navy blends with dark interfaces, keeps contrast for the face and looks sharp at avatar size. A quietly confident choice for engineers.',
    'solid-beige':
      'A warm, flat beige is friendly and unfussy; it works for front-end and product engineers with a design-minded profile, and on light-themed sites.',
    'original-blur':
      'Your real desk, home office or street, blurred: the most authentic look, which fits a culture that values being real. Just check that no screen content stays readable.',
  },
  finance: {
    professional:
      'The neutral studio portrait is what banks, audit firms and asset managers use on their websites, and it signals exactly the reliability clients look for.',
    casual:
      'Warm café light feels informal for someone who manages money; only personal-finance educators and bloggers can use it without weakening trust.',
    artistic:
      'Dramatic contrast and colour grading look like a film still, which works against the sober image clients expect from an accountant or adviser.',
    vintage:
      'A film look suggests an old photo, and clients want someone who knows current regulations and markets. Not recommended for client-facing profiles.',
    'studio-grey':
      'Light grey is conservative, clean and prints well in reports and proposals. Ideal for accountants, auditors and analysts who need one photo for everything.',
    'office-blur':
      'A blurred office shows you at work without any readable documents and makes advisers look established; a strong choice for LinkedIn and company websites.',
    outdoor:
      'Financial advisers who work with private clients or families can look warmer and more personal outdoors; for corporate finance and audit, keep it indoors.',
    'solid-white':
      'White is neutral and fits forms, registers and CVs. On a firm website it can look a bit like an ID photo, so a studio grey is often the better-looking alternative.',
    'solid-navy':
      'Navy is the colour of banks for a reason: it looks stable, serious and premium, and suits CFOs, bankers and wealth managers.',
    'solid-beige':
      'Beige is softer and more personal, which works for small accounting offices and financial planners who want to look friendly. In banking it can feel too casual.',
    'original-blur':
      'A blurred home or street rarely looks as composed as finance clients expect, and a cluttered background is a risk for trust. Use it only if your selfies were taken in a tidy office.',
  },
  consultants: {
    professional:
      'A neutral studio look fits proposals, tender CVs and speaker bios for any client, from a bank to a public institution. The safest all-rounder for consultants.',
    casual:
      'Warm and relaxed, good for independent coaches, facilitators and consultants to startups whose clients buy the person. For strategy work with corporates, keep a formal version too.',
    artistic:
      'A dramatic look stands out on a speaker page, but in a proposal next to the client’s logo it reads as style over substance.',
    vintage:
      'A faded film effect makes the photo look dated, which is risky when you sell up-to-date expertise. Consider it only for a personal brand built around heritage or craft.',
    'studio-grey':
      'Plain light grey is the standard of consulting firms’ CVs and team pages: it looks consistent in any document template and prints well in black and white.',
    'office-blur':
      'An office in the background suggests someone who works with teams, which suits LinkedIn posts and firm websites; it also hides where you actually took the selfies.',
    outdoor:
      'Daylight and greenery make coaches and sustainability or HR consultants look open and human; in a financial due-diligence report it looks out of place.',
    'solid-white':
      'A white background is versatile for tenders and proposal templates, as designers can cut it out. On its own, on a white page, it can look plain.',
    'solid-navy':
      'Navy looks senior and decisive, fits the branding of many consulting firms and makes a strong impression on conference slides and bios.',
    'solid-beige':
      'Beige is warm and calm, suitable for coaches, mediators and change-management consultants who work with people more than with spreadsheets.',
    'original-blur':
      'Works if you took your selfies in a client’s office or your own workspace: authentic and current. A home background is fine for LinkedIn but not for proposals.',
  },
  sales: {
    professional:
      'The neutral studio portrait fits enterprise sales and industries where buyers are conservative, such as banking, insurance or industry. Elsewhere it can feel a bit distant.',
    casual:
      'Bright, warm light and a café blur make you look like someone it is pleasant to meet over coffee, which is what most B2B and B2C buyers hope for.',
    artistic:
      'Strong contrast and teal shadows look moody, not welcoming, and become a dark blob in a small email signature. Not a style that wins meetings.',
    vintage:
      'A faded film look suggests an old photo; buyers may wonder whether your offer is current too. Only for sellers of vintage or craft products.',
    'studio-grey':
      'A tidy, neutral look for account managers in formal industries; it is readable even at the tiny size of an email signature.',
    'office-blur':
      'An office behind you suggests a real company and a real team, which builds trust on LinkedIn, in CRM invites and on booking pages.',
    outdoor:
      'Daylight and greenery suit field sales, car, solar and real-estate sales: you look energetic and approachable, like someone who visits clients.',
    'solid-white':
      'Clean and practical for email signatures and cut-outs in sales decks; with a big smile it still looks warm.',
    'solid-navy':
      'Navy adds seriousness for key-account managers selling to finance or enterprise IT, and contrasts well with a light shirt.',
    'solid-beige':
      'Warm and soft, beige works for sales in wellness, education and consumer products, where a friendly tone matters more than formality.',
    'original-blur':
      'Your own background, blurred, looks natural and unposed, which fits social selling on LinkedIn; check it looks tidy, as buyers notice details.',
  },
  marketing: {
    professional:
      'A neutral studio portrait is correct for in-house marketers in conservative companies, but may look anonymous for someone whose job is to stand out.',
    casual:
      'Warm, bright and relaxed: it fits content marketers, social media managers and anyone whose audience should feel they know them.',
    artistic:
      'The cinematic colour split and strong contrast show a sense of style, which is a plus for creative directors, brand strategists and speaker pages.',
    vintage:
      'A film look can support a personal brand with a retro, craft or lifestyle angle. On a corporate marketing team page it may look out of place.',
    'studio-grey':
      'Light grey is a neutral base that goes with any brand palette in social templates and pitch decks; add colour through your clothes.',
    'office-blur':
      'A blurred office shows an agency or a team at work, a good fit for agency team pages and B2B marketers on LinkedIn.',
    outdoor:
      'Fresh greenery and daylight look optimistic and human, ideal for personal branding, lifestyle marketing and speaker pages.',
    'solid-white':
      'White gives the most freedom: you can cut yourself out and place the portrait on brand colours in any template, which designers will appreciate.',
    'solid-navy':
      'Navy looks confident and works well for B2B and tech marketers, especially next to blue brand identities.',
    'solid-beige':
      'Beige is on trend in lifestyle and wellness branding and looks warm on Instagram and LinkedIn alike; an easy style to build a personal brand on.',
    'original-blur':
      'A real, blurred place gives an authentic, behind-the-scenes feel that suits content creators, as long as the place fits the brand you build.',
  },
  teachers: {
    professional:
      'A formal grey studio portrait works for university staff pages and corporate trainers, but for a primary school or tutoring it can feel distant.',
    casual:
      'Warm light and a soft café blur make a teacher look approachable and kind, which is what parents and students look for on tutoring platforms.',
    artistic:
      'Dark, dramatic looks can intimidate children and parents. An art or drama teacher might use it on a personal site, but not on the school page.',
    vintage:
      'Grain and faded colours make the photo look outdated, and students often judge teachers by how current they seem. A history teacher’s joke, at most.',
    'studio-grey':
      'Neutral light grey is ideal for school and university staff pages, where every photo should look the same.',
    'office-blur':
      'An office-like background suits corporate trainers and lecturers in business subjects; for teachers of children, a classroom or outdoor setting feels closer.',
    outdoor:
      'Greenery and daylight look friendly and energetic, perfect for teachers of children, language tutors and sports coaches.',
    'solid-white':
      'A white background is fine for school IDs and staff directories, and cut-outs on course banners; add a friendly expression so it does not look like a document photo.',
    'solid-navy':
      'Navy is calm and serious, a good fit for academic lecturers and trainers of executives, less so for teachers of young children.',
    'solid-beige':
      'Warm beige looks gentle and welcoming; it works on tutoring platforms, course pages and school websites alike.',
    'original-blur':
      'A blurred classroom, training room or home study is authentic and shows where you teach. Check that no children or whiteboard notes remain recognisable.',
  },
  architects: {
    professional:
      'A neutral studio portrait is correct for large practices with corporate clients, though some clients expect more personality from a designer.',
    casual:
      'A warm café look suits interior designers who work with private clients, but it says little about your design sensibility.',
    artistic:
      'The dramatic contrast and colour grading show a strong visual sense and suit portfolio pages, award entries and studios with a bold identity.',
    vintage:
      'A film look can suit designers working with heritage buildings, renovation or craft; for a contemporary practice it may send a mixed message.',
    'studio-grey':
      'A light grey backdrop is the “gallery wall” of portraits: minimal, consistent and calm next to portfolio images.',
    'office-blur':
      'A blurred office can suggest a studio full of models and drawings. It works on LinkedIn, though a minimal background fits a portfolio better.',
    outdoor:
      'Greenery suits landscape architects and urban planners whose work is outside; for interior designers it is less relevant.',
    'solid-white':
      'White is the architect’s paper: minimal and timeless, easy to place in a portfolio layout or a competition board.',
    'solid-navy':
      'Navy looks confident and works for practices with dark, bold websites; on a white portfolio page it becomes a heavy block.',
    'solid-beige':
      'Warm beige echoes natural materials (wood, stone, linen) and suits interior designers and practices with a warm, material-led identity.',
    'original-blur':
      'Your own studio, blurred, can show drawings, samples and models as soft shapes, an authentic touch if the space looks good.',
  },
  executives: {
    professional:
      'The neutral studio portrait is the standard of management board pages and annual reports: it conveys authority and looks consistent across a leadership team.',
    casual:
      'A café blur and warm light undercut the authority needed in investor relations and annual reports; fine for a startup founder’s social media, not for the board page.',
    artistic:
      'A dramatic, editorial look can work for interviews, keynote announcements and founders with a strong personal brand. Keep a neutral version for official documents.',
    vintage:
      'A faded film effect looks nostalgic rather than forward-looking, which is not what investors or employees want to see in a leader.',
    'studio-grey':
      'Light grey prints well in annual reports and press kits and lets editors place the portrait on any page: a safe choice for the whole board.',
    'office-blur':
      'A blurred office suggests a hands-on leader in the middle of the company, a good look for company websites, interviews and LinkedIn.',
    outdoor:
      'Daylight and greenery work for leaders of sustainability, energy or outdoor brands and for informal interviews; for financial reports, stay in the studio.',
    'solid-white':
      'White is what press kits and media want, because editors can cut out the portrait. On a board page it can look flat next to a studio backdrop.',
    'solid-navy':
      'Navy looks stable and authoritative and suits board pages, keynote slides and investor presentations, especially with a light shirt.',
    'solid-beige':
      'Warm beige is softer and suits leaders of consumer, healthcare or family businesses who want to look approachable.',
    'original-blur':
      'A kitchen or a street corner, even blurred, looks accidental in an annual report or a press release. Only worth it when your selfies come from a boardroom or another representative space.',
  },
  recruiters: {
    professional:
      'A formal studio portrait is correct for executive search and recruiting in banking or law, but may look distant to candidates in other fields.',
    casual:
      'Warm, bright and relaxed: candidates see a friendly person they can talk to openly, which raises reply rates on LinkedIn.',
    artistic:
      'Dramatic contrast looks moody and can make candidates expect a tough interview; not a style that invites replies.',
    vintage:
      'A film look makes the photo seem old; candidates may wonder if the recruiter’s profile and job offers are current.',
    'studio-grey':
      'A neutral, consistent background for the HR team on the career page and intranet, where every photo should match.',
    'office-blur':
      'An office in the background shows the workplace candidates would join, a natural fit for in-house recruiters and career pages.',
    outdoor:
      'Daylight and greenery give employer-branding posts a fresh, human feel and suit recruiters of outdoor and field roles.',
    'solid-white':
      'A white background suits job-ad templates, where a designer places your cut-out next to the offer; pair it with a relaxed expression so it does not read as an ID card.',
    'solid-navy':
      'Navy adds seriousness for headhunters working with senior management and for HR directors, while staying calm.',
    'solid-beige':
      'Beige is warm and welcoming, an excellent choice for HR business partners and recruiters who want candidates to feel at ease.',
    'original-blur':
      'A blurred real workplace is authentic and can show the company culture; a home background works on LinkedIn but not on the career page.',
  },
};
