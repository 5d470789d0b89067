import type { IndustryId } from '../../../features/ai-headshots/matrix';
import type { IndustryText } from '../types';

export const industries: Record<IndustryId, IndustryText> = {
  lawyers: {
    name: 'Lawyers',
    forWhom: 'lawyers',
    summary: 'Calm, formal portraits for firm websites, LinkedIn and directory listings.',
    lead:
      'Clients hire a lawyer they trust before the first meeting, and the photo on the firm’s website or your LinkedIn profile is often the first thing they see. It should look composed, current and consistent with your colleagues’ photos.',
    backgrounds: [
      'Neutral grey or deep navy: both read as serious and keep attention on your face.',
      'A softly blurred office works for a personal profile and for smaller firms that want to look approachable.',
      'If the firm’s website already has a team page, match its background so your photo does not stand out from the grid.',
    ],
    clothing: [
      'A dark suit (charcoal, navy) with a white or light-blue shirt or blouse; a tie is optional but expected in traditional firms.',
      'Plain fabrics: fine stripes and small checks can shimmer in a small photo.',
      'Simple jewellery and a watch at most; nothing that draws the eye away from the face.',
    ],
    avoid: [
      'Bookshelves of law reports and gavels: clichés that many clients find dated.',
      'Strong colour grading or visible filters, which look less trustworthy in a profession built on credibility.',
      'A photo that no longer looks like you: clients will meet you in person.',
    ],
    uses: [
      'The team page of your firm’s website and your bio there.',
      'LinkedIn, where most referrals and in-house counsel will look you up.',
      'Legal directories, conference programmes and articles you publish.',
    ],
    faq: [
      {
        question: 'Is an AI headshot appropriate for a lawyer’s profile?',
        answer:
          'Yes, as long as it looks like you. Kadr trains a model on your own selfies, so the face is yours; keep the style intensity moderate and pick a photo you would be happy for a client to compare with you at the first meeting.',
      },
      {
        question: 'Our firm wants everyone’s photo to match. Can we do that?',
        answer:
          'Choose one style for the whole team, for example Studio grey or Navy, and the same aspect ratio. Because the background is generated, the photos match even if everyone took their selfies in a different place. Teams can share credits, and team admins see the headshots made with them.',
      },
      {
        question: 'Which format should I use for the firm’s website?',
        answer:
          'Most team pages use a portrait crop: 4:5 or 3:4 keeps the shoulders and leaves room for cropping. Use 1:1 for LinkedIn and directories, which show a square or a circle.',
      },
    ],
  },
  doctors: {
    name: 'Doctors',
    forWhom: 'doctors',
    summary: 'Friendly, clean portraits for clinic websites and booking portals.',
    lead:
      'Patients choose a doctor on a booking portal or a clinic website by the reviews and, very often, by the face. A photo that is clear, friendly and clean tells them they will be treated by a calm professional.',
    backgrounds: [
      'White or very light grey: clean, clinical and consistent with most clinic websites.',
      'Soft beige or a warm blurred background for specialties where warmth matters most: paediatrics, psychiatry, family medicine.',
      'Navy only if your clinic’s branding is dark; on a white booking portal it looks heavy.',
    ],
    clothing: [
      'A white coat or scrubs in your clinic’s colour if that is how patients will see you; otherwise a plain shirt or blouse.',
      'A stethoscope is fine if you wear one at work; avoid props you do not use.',
      'Solid, calm colours (white, light blue, navy); avoid loud patterns under the coat.',
    ],
    avoid: [
      'Heavy retouching: patients expect to recognise you in the consultation room.',
      'Dramatic or dark looks, which read as cold in a caring profession.',
      'Blurred backgrounds that still show patients, screens with data or anything from an operating theatre.',
    ],
    uses: [
      'Booking portals (Znany Lekarz / Doctolib, Zocdoc) where patients compare doctors side by side.',
      'The clinic’s or hospital’s website and its staff page.',
      'Conference bios, publications and a Google Business Profile for a private practice.',
    ],
    faq: [
      {
        question: 'Can I use the photo on a booking portal like Znany Lekarz?',
        answer:
          'Yes. Generate it in 1:1 (the portals show a square or circle), keep your face centred and download it. A white or light background looks best among the other doctors’ photos.',
      },
      {
        question: 'Should I wear a white coat in the selfies?',
        answer:
          'Your headshots start from your selfies, so wear in them what you want patients to see. If they know you in a coat or scrubs, take a few selfies in them.',
      },
      {
        question: 'Is my photo data safe?',
        answer:
          'Your uploaded selfies are deleted after 30 days, and your headshots are visible only in your account (and to team admins, if you used team credits). Only you can generate photos from your model.',
      },
    ],
  },
  'real-estate': {
    name: 'Real estate agents',
    forWhom: 'real estate agents',
    summary: 'Approachable, bright portraits for listings, portals and signboards.',
    lead:
      'An agent’s face appears next to every listing, on portals, flyers and signboards. Buyers and sellers want someone approachable and reliable, and a bright, friendly photo does more for enquiries than a stiff corporate one.',
    backgrounds: [
      'Bright, light backgrounds: white, beige or outdoor greenery look good next to photos of flats and houses.',
      'White is the most versatile: it disappears on portal profiles and cuts out easily for flyers and banners.',
      'A blurred outdoor or café background suits agents who sell a lifestyle: suburbs, holiday homes, city centres.',
    ],
    clothing: [
      'Smart casual: a blazer over a shirt or knit, no tie needed unless you sell premium property.',
      'A colour that matches your agency’s branding (a scarf, a blouse, a tie) makes you recognisable on signboards.',
      'Avoid white clothes on a white background and busy patterns that clash with listing photos.',
    ],
    avoid: [
      'Dark, moody styles: they shrink badly to thumbnail size on portals.',
      'A serious, unsmiling expression; agents are chosen for being easy to talk to.',
      'A photo many years old; clients will meet you at the viewing.',
    ],
    uses: [
      'Agent profiles on property portals (Otodom, OLX, Zillow, Rightmove) and next to each listing.',
      'Your agency’s website, flyers, signboards and printed brochures.',
      'Facebook, Instagram and Google Business Profile.',
    ],
    faq: [
      {
        question: 'Which format do I need for property portals?',
        answer:
          'Portals show agents in a small square or circle: generate in 1:1 and keep your face large in the frame. For flyers and banners, a 4:5 or 3:4 portrait on a white background gives the designer room to work.',
      },
      {
        question: 'Can I get a photo that looks like it was taken outside a property?',
        answer:
          'The Outdoor preset gives a blurred green, sunny background, and Your background, blurred keeps the place where you took the selfie. Neither shows a real, recognisable building, which is safer than a photo in front of a client’s home.',
      },
      {
        question: 'How many photos do I get?',
        answer:
          'As many as your credits allow: one standard headshot costs one credit. Credits never expire, so you can make a seasonal photo later without paying for a new photo shoot.',
      },
    ],
  },
  software: {
    name: 'Software engineers',
    forWhom: 'software engineers',
    summary: 'Relaxed, authentic avatars for GitHub, LinkedIn and conference talks.',
    lead:
      'Engineers are hired on their code, but recruiters, conference organisers and future teammates still look at the face on LinkedIn, GitHub and the speaker page. A relaxed, natural photo fits the culture better than a banker’s portrait.',
    backgrounds: [
      'A blurred office, home office or outdoor background: natural and unpretentious.',
      'Navy or a darker backdrop looks good in the dark mode most developer tools use.',
      'A plain light grey works for a CV or a corporate staff page.',
    ],
    clothing: [
      'What you wear to work: a plain T-shirt, a hoodie, a shirt or a knit; no suit needed unless you are in a client-facing role.',
      'Solid colours; logos and slogans are distracting and date quickly.',
      'Glasses are fine: take some selfies with them and some without if you wear them only sometimes.',
    ],
    avoid: [
      'Overly formal portraits that look out of place among your colleagues.',
      'A white square avatar, which glares on a dark GitHub or Slack theme.',
      'Cartoon avatars where a real face helps: recruiters and conference organisers ask for a photo.',
    ],
    uses: [
      'GitHub, GitLab and Stack Overflow avatars.',
      'LinkedIn and job portals (Just Join IT, No Fluff Jobs).',
      'Speaker pages of conferences and meetups, a personal blog, Slack and Teams.',
    ],
    faq: [
      {
        question: 'Which format should I use for GitHub?',
        answer:
          'GitHub and Slack crop avatars to a circle or a square: generate in 1:1 and keep your head in the middle. For a conference speaker page, ask the organiser; 1:1 or 4:5 usually fits.',
      },
      {
        question: 'Can I call Kadr from a script?',
        answer:
          'Yes. Kadr has a GraphQL API with API keys, scopes and webhooks; the developer page shows how to go from a trained model to downloaded headshots.',
      },
      {
        question: 'Can I make a more creative avatar?',
        answer:
          'Try Artistic or Vintage for a personal site or a talk, and describe a mood in the prompt (warm, cool, dramatic, bright). Keep a plainer version for job applications.',
      },
    ],
  },
  finance: {
    name: 'Finance and accounting',
    forWhom: 'finance and accounting professionals',
    summary: 'Conservative, trustworthy portraits for advisers, accountants and analysts.',
    lead:
      'People trust accountants, advisers and analysts with their money, so the photo has one job: to look reliable. Conservative backgrounds, tidy clothes and an even, natural look matter more here than anywhere else.',
    backgrounds: [
      'Navy, grey and a blurred office: the colours of banks and audit firms for a reason.',
      'A plain white background is safe for CVs, regulator registers and company documents.',
      'Outdoor backgrounds only for advisers who work with private clients and want to look approachable.',
    ],
    clothing: [
      'A dark suit or blazer with a light shirt or blouse; a tie in banking and audit.',
      'Muted colours: navy, grey, white, light blue, burgundy accents.',
      'Minimal accessories; a visible luxury watch or brand can send the wrong message to clients.',
    ],
    avoid: [
      'Playful or heavily stylised looks, which undermine trust.',
      'Strong smoothing: a plastic look reads as untrustworthy.',
      'Casual clothes unless your firm is explicitly informal.',
    ],
    uses: [
      'LinkedIn and your firm’s team page.',
      'Proposals, reports, pitch decks and engagement letters.',
      'Your accounting office’s Google Business Profile and professional registers that show a photo.',
    ],
    faq: [
      {
        question: 'What if my bank or audit firm has photo guidelines?',
        answer:
          'Most guidelines specify a background colour, crop and clothing. Pick the matching preset (often Studio grey, Navy or White), the requested aspect ratio, and wear the required outfit in your selfies.',
      },
      {
        question: 'Will it look like me and not like an AI picture?',
        answer:
          'Set the style intensity lower for a lighter touch: the retouching and colour grading become subtler. Generate several and keep the one that looks most like you on a good day.',
      },
      {
        question: 'Can a whole team get matching photos?',
        answer:
          'Yes. Each person trains their own model from their selfies, and everyone uses the same style and format; with team credits the firm pays once and admins see the headshots made with team credits.',
      },
    ],
  },
  consultants: {
    name: 'Consultants',
    forWhom: 'consultants',
    summary: 'Polished portraits for proposals, speaker bios and LinkedIn.',
    lead:
      'A consultant’s photo goes into proposals, workshop agendas, conference bios and LinkedIn posts, often next to the client’s logo. It has to look polished and credible, but also like someone you can work with for months.',
    backgrounds: [
      'Grey studio or navy for proposals and corporate bios.',
      'A blurred office for LinkedIn and posts, where a workplace feel helps.',
      'An outdoor or warm background for independent coaches and facilitators who sell a personal relationship.',
    ],
    clothing: [
      'Dress one step more formal than your typical client: a blazer works with almost any client.',
      'Solid colours that do not clash with a client’s branding in a proposal: navy, grey, white, soft blue.',
      'An open collar is fine for tech and creative clients; a tie for banking and public-sector work.',
    ],
    avoid: [
      'A different style in every document: clients notice inconsistency.',
      'Backgrounds with strong colours that fight with slide templates.',
      'Photos cropped too tightly for proposal templates with round frames.',
    ],
    uses: [
      'Proposals, CVs for tenders and team pages.',
      'LinkedIn, which is where most consultants win work.',
      'Conference and webinar speaker pages, workshop agendas.',
    ],
    faq: [
      {
        question: 'Tenders ask for CVs with photos. Which style should I use?',
        answer:
          'A neutral one: Studio grey, Professional or White, in 3:4 or 4:5. These print well in black and white and look consistent with your colleagues’ CVs.',
      },
      {
        question: 'Can I have both a formal and a relaxed version?',
        answer:
          'Yes, and it is a good idea. Once your model is trained, each style costs only the credits for the photos you generate, so you can keep a formal photo for proposals and a warmer one for LinkedIn.',
      },
      {
        question: 'How long does it take?',
        answer:
          'Upload 10–20 selfies, wait about 20–30 minutes for the model to train, and generate. Most people have a photo they like within an hour.',
      },
    ],
  },
  sales: {
    name: 'Sales',
    forWhom: 'salespeople',
    summary: 'Warm, confident portraits for LinkedIn, email signatures and CRM profiles.',
    lead:
      'In sales your photo opens doors before you do: on LinkedIn, in an email signature, in a CRM invite or a video call booking page. It should look confident, warm and easy to say yes to.',
    backgrounds: [
      'A blurred office or café-style background: relaxed but clearly professional.',
      'Outdoor greenery for field sales and B2C roles.',
      'A plain light background for enterprise sales and signatures, where the photo is tiny.',
    ],
    clothing: [
      'What you wear to meet a good client: a blazer or smart knit for B2B, a polo or shirt for field sales.',
      'One clear colour rather than patterns: it survives a 64-pixel email signature.',
      'Company branding if your buyers know you by it; otherwise neutral colours.',
    ],
    avoid: [
      'A closed, unsmiling face: in sales, approachability is the point.',
      'Busy backgrounds that become noise at signature size.',
      'Dark, dramatic styles that look moody rather than friendly.',
    ],
    uses: [
      'LinkedIn and social selling, where the photo appears next to every message.',
      'Email signatures, CRM and meeting-booking pages (HubSpot, Calendly).',
      'The company’s “your adviser” pages and trade-fair materials.',
    ],
    faq: [
      {
        question: 'Which photo works in an email signature?',
        answer:
          'A 1:1 crop with your face large in the frame and a plain or softly blurred background. Signatures show the photo at 60–100 pixels, so details vanish and only the face and the colour remain.',
      },
      {
        question: 'Our sales team wants consistent photos. Is that possible?',
        answer:
          'Yes: agree on one style and format, and each person generates from their own trained model. With team credits, team admins see the headshots made with them.',
      },
      {
        question: 'Can I look friendlier?',
        answer:
          'Take some selfies smiling naturally, with your eyes smiling too. Casual and Outdoor add warm, bright light, and you can add “warm” or “bright” to the prompt.',
      },
    ],
  },
  marketing: {
    name: 'Marketing',
    forWhom: 'marketers',
    summary: 'Portraits with personality for personal brands, content and speaker pages.',
    lead:
      'Marketers are expected to understand image, so their own photo is judged too. A headshot with some personality, consistent with your personal brand or your agency’s visual identity, works better than an anonymous corporate portrait.',
    backgrounds: [
      'Beige, outdoor or a warm blur for a friendly personal brand.',
      'Artistic, darker looks for creative agencies and speaker pages.',
      'A plain colour that matches your brand palette, so the photo sits naturally in your social media templates.',
    ],
    clothing: [
      'Clothes that show your style: a coloured knit, a patterned shirt or a simple T-shirt under a jacket.',
      'One accent colour from your personal or company brand.',
      'Keep patterns large and simple; fine patterns flicker in video thumbnails.',
    ],
    avoid: [
      'A stiff bank-style portrait that does not match your content.',
      'A different look on each platform: your audience should recognise you.',
      'Trendy filters that date the photo within a year.',
    ],
    uses: [
      'LinkedIn, Instagram and X profiles; author boxes on blogs and newsletters.',
      'Speaker pages, webinar banners and podcast covers.',
      'The agency’s team page and pitch decks.',
    ],
    faq: [
      {
        question: 'Can I match the photo to my brand colours?',
        answer:
          'Pick the background closest to your palette (Beige, Navy, White or a studio style) and add a mood to the prompt: warm, cool, bright or dramatic. For an exact brand colour, use White and cut yourself out in a design tool.',
      },
      {
        question: 'Can I use the photos in ads and on social media?',
        answer:
          'Yes, the headshots are of you and made for your use: profiles, ads, posts, speaker pages and print.',
      },
      {
        question: 'Do I need a different photo for each platform?',
        answer:
          'One style across platforms builds recognition. Use 1:1 for profile pictures, 4:5 for Instagram posts and 16:9 for banners and video thumbnails.',
      },
    ],
  },
  teachers: {
    name: 'Teachers and trainers',
    forWhom: 'teachers and trainers',
    summary: 'Warm, approachable portraits for school sites, course platforms and tutoring profiles.',
    lead:
      'Students and parents, or the participants of a training course, pick a teacher they feel comfortable with. A warm, open photo on a school website, a course platform or a tutoring profile helps them take the first step.',
    backgrounds: [
      'Warm and light: beige, outdoor greenery or a blurred classroom.',
      'A plain light background for school staff pages, which usually want consistency.',
      'A blurred training room or your own workspace for corporate trainers and online tutors.',
    ],
    clothing: [
      'What you teach in: a shirt, blouse or knit; a blazer for corporate training.',
      'Soft, friendly colours: blue, green, warm neutrals.',
      'Nothing with text, and no heavy jewellery that distracts in video lessons.',
    ],
    avoid: [
      'Formal, distant looks that make you seem hard to approach.',
      'Dark, dramatic styles, especially for teachers of children.',
      'Photos that do not match how you look in your video lessons.',
    ],
    uses: [
      'School and university staff pages.',
      'Tutoring and course platforms (Udemy, e-korepetycje.net, Preply) and your own course page.',
      'LinkedIn, training agendas and trainer bios in offers.',
    ],
    faq: [
      {
        question: 'Which photo suits a tutoring or course platform?',
        answer:
          'A bright 1:1 photo with a friendly expression and a warm background (Casual, Beige or Outdoor). Platforms show many teachers side by side, and warmth stands out.',
      },
      {
        question: 'Can I use it as the thumbnail of my course?',
        answer:
          'Yes. Generate in 16:9 for video thumbnails and banners, with a background plain enough for a title to go next to you.',
      },
      {
        question: 'Is it expensive?',
        answer:
          'The cheapest package covers training your model and a set of headshots; one standard photo costs one credit and credits never expire.',
      },
    ],
  },
  architects: {
    name: 'Architects and designers',
    forWhom: 'architects and designers',
    summary: 'Minimal, considered portraits for portfolios and studio websites.',
    lead:
      'For architects and designers the photo is part of the portfolio: clients read taste into everything, including your own portrait. Clean, considered compositions and a restrained palette say more than a generic corporate look.',
    backgrounds: [
      'Minimal backgrounds: white, light grey, warm beige, the colours of gallery walls and paper.',
      'A dramatic, darker look for a studio with a bold identity or for award and press pages.',
      'Your own workspace, blurred, if it says something about how you work.',
    ],
    clothing: [
      'Simple, well-cut clothes in neutrals: black, white, grey, camel.',
      'One considered detail (glasses, a collar, a texture) rather than several.',
      'No logos; avoid the stiff suit-and-tie look unless your clients are corporate.',
    ],
    avoid: [
      'Generic stock-style office backgrounds.',
      'Oversaturated colours that clash with your portfolio images.',
      'A team page where every photo has a different background.',
    ],
    uses: [
      'The studio website and portfolio “about” page.',
      'Behance, Dribbble, Houzz and LinkedIn.',
      'Competition entries, award pages, press releases and lecture posters.',
    ],
    faq: [
      {
        question: 'Can the photos match our studio’s portfolio style?',
        answer:
          'Pick one background for the whole team and generate at the same aspect ratio. White, Beige and Studio grey are the easiest to keep consistent with a minimal portfolio.',
      },
      {
        question: 'Can I get a black-and-white portrait?',
        answer:
          'The presets are in colour. Generate on a neutral background (Studio grey or White) and convert it in any editor: neutral backgrounds convert cleanly.',
      },
      {
        question: 'Which format works for press and award pages?',
        answer:
          'Press kits usually want a portrait crop with room around the head: 4:5 or 2:3. Use High quality for print (2 credits per photo).',
      },
    ],
  },
  executives: {
    name: 'Executives',
    forWhom: 'executives',
    summary: 'Authoritative portraits for boards, press kits and annual reports.',
    lead:
      'An executive’s portrait appears in annual reports, press releases, investor decks and conference programmes, often printed large. It needs authority without arrogance, and a consistent look across the leadership team.',
    backgrounds: [
      'Grey studio and navy: the standard of management boards and annual reports.',
      'A blurred office for company websites and interviews that show a working leader.',
      'White for press kits, where editors cut the portrait out or place it on their own layout.',
    ],
    clothing: [
      'A well-fitted dark suit or jacket; a tie depending on your company’s culture.',
      'A light shirt or blouse; one colour accent at most.',
      'Check the collar and the shoulders in your selfies: they show in every crop.',
    ],
    avoid: [
      'Casual looks that undercut authority in formal documents.',
      'Vintage or playful effects in investor materials.',
      'A board page where every member has a different background and light.',
    ],
    uses: [
      'Management board pages, annual and ESG reports.',
      'Press kits, interviews and conference programmes.',
      'LinkedIn, where executives build the company’s voice.',
    ],
    faq: [
      {
        question: 'Is the quality good enough for print?',
        answer:
          'Choose High quality (2 credits per photo) for reports and press. A headshot has about one megapixel: enough for a portrait a few centimetres wide on a printed page; for posters and billboards, hire a photographer.',
      },
      {
        question: 'Can the whole board have matching portraits?',
        answer:
          'Yes: everyone trains their own model from their selfies and generates in the same style and format. Team credits let the company pay once, and team admins see the headshots made with them.',
      },
      {
        question: 'Who can see my photos?',
        answer:
          'Only you, and team admins for photos made with team credits. Uploaded selfies are deleted after 30 days.',
      },
    ],
  },
  recruiters: {
    name: 'HR and recruiters',
    forWhom: 'HR professionals and recruiters',
    summary: 'Friendly, trustworthy portraits for LinkedIn, job ads and career pages.',
    lead:
      'Candidates look up the recruiter before they reply, and employees look up HR before they ask for help. A friendly, trustworthy face on LinkedIn, in job ads and on the career page gets more replies than a logo or an old cropped photo.',
    backgrounds: [
      'Warm and light: beige, a blurred office or a café-style background.',
      'Outdoor greenery for employer-branding content.',
      'A plain light background for job ads, where the photo is small.',
    ],
    clothing: [
      'Smart casual in line with the companies you hire for: a blazer for corporate clients, a knit or shirt for tech.',
      'Warm, friendly colours rather than black.',
      'Your company’s colour as an accent, if the photo goes on the career page.',
    ],
    avoid: [
      'Stiff, formal portraits that make candidates expect a tough interview.',
      'Moody or artistic looks that distract from the message.',
      'Photos so retouched that candidates do not recognise you on a video call.',
    ],
    uses: [
      'LinkedIn (including LinkedIn Recruiter InMails) and the career page.',
      'Job ads on portals like Pracuj.pl or LinkedIn Jobs that show the recruiter.',
      'Intranet, onboarding materials and employer-branding posts.',
    ],
    faq: [
      {
        question: 'Does a photo really affect candidates’ replies?',
        answer:
          'Candidates are more willing to reply to a person than to a logo: a clear, friendly face tells them a real recruiter read their profile.',
      },
      {
        question: 'Can we use Kadr for the whole HR team or the company?',
        answer:
          'Yes. Teams share credits; each person trains their own model, and team admins see the headshots made with team credits. Pick one style so the career page looks consistent.',
      },
      {
        question: 'What about employees’ privacy?',
        answer:
          'Each person uploads their own selfies, which are deleted after 30 days. Nobody can generate photos of someone else from their model.',
      },
    ],
  },
};
