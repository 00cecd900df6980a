import Link from "next/link";
import { GuideArticle } from "@/features/content/guide-article";
import { guideMetadata } from "@/features/content/guide-metadata";
import { SRC } from "@/features/content/sources-common";
import { SourceLink } from "@/features/content/sources";
import { GUIDES } from "@/features/content/guides";

const page = GUIDES.detox;
export const metadata = guideMetadata(page);

const sections = [
  { id: "what-detox-means", title: "What “detox” means in medicine" },
  { id: "exposure-sources", title: "Where heavy metal exposure comes from" },
  { id: "stop-exposure", title: "Step 1: Find and stop the exposure" },
  { id: "testing", title: "Step 2: Test the right way" },
  { id: "treatment", title: "Step 3: Treatment, when it is needed" },
  { id: "what-does-not-work", title: "Products and methods that do not work" },
  { id: "everyday", title: "Everyday habits that do help" },
  { id: "safety", title: "Safety: why supervision matters" },
  { id: "where-to-start", title: "Where to start" },
];

export default function DetoxGuidePage() {
  return (
    <GuideArticle
      page={page}
      intro="Worried about lead, mercury or another metal? This guide explains how doctors confirm exposure, what treatment really involves, and how to spot detox claims that waste money or cause harm."
      sections={sections}
      cta={{
        label: "Find Heavy Metal Testing Providers",
        text: "Search the directory for clinics near you, then use our choosing guide to check their qualifications before you book.",
      }}
      sources={[
        SRC.fdaOtc2010,
        SRC.fdaOtc2010Claims,
        SRC.fdaEdetate2008,
        SRC.mmwr2006,
        SRC.acmtProvoked,
        SRC.cdcBlrv,
        SRC.cdcCaseMgmt,
        SRC.cdcNutrition,
        SRC.atsdrLead,
        SRC.atsdrArsenic,
        SRC.atsdrCadmium,
        SRC.fdaEpaFish,
        SRC.fdaAmalgam,
        SRC.fdaLabels,
        SRC.poisonHelp,
      ]}
    >
      <h2 id="what-detox-means">What “detox” means in medicine</h2>
      <p>
        Your body already removes small amounts of metals every day, mainly through the kidneys, the liver and the
        gut. Most people have traces of lead, mercury, arsenic or cadmium in their blood and urine. Traces are
        normal in a modern environment and, on their own, are not a sign of poisoning.
      </p>
      <p>
        In medicine, treating heavy metal exposure has two parts. The first, and usually the most important, is
        finding the source and stopping the exposure. The second, only for confirmed and significant poisoning, is
        a prescription drug called a chelator, given and monitored by a clinician. Chelators bind metals in the
        blood so that the body can pass them out in urine or stool.
      </p>
      <p>
        Many products sold as “heavy metal detox” are something else: supplements, clays, foot pads, foot baths,
        sprays and drips with no good evidence behind them. The U.S. Food and Drug Administration (FDA) has not
        approved any over-the-counter chelation product. In October 2010 it sent{" "}
        <SourceLink source={SRC.fdaOtc2010}>warning letters to eight companies</SourceLink> selling such products,
        whose claims included treating autism, heart disease, Parkinson’s disease, Alzheimer’s disease and macular
        degeneration (<SourceLink source={SRC.fdaOtc2010Claims}>as reported at the time</SourceLink>).
      </p>

      <h2 id="exposure-sources">Where heavy metal exposure comes from</h2>
      <p>
        Knowing the likely source tells you which metal to test for and how to stop the exposure. Common sources in
        the United States include:
      </p>
      <h3>Lead</h3>
      <ul>
        <li>Peeling or disturbed paint in homes built before 1978, and the dust and soil around them.</li>
        <li>Lead service lines, old plumbing and some older faucets and fixtures.</li>
        <li>
          Jobs and hobbies: renovation, painting, battery recycling, smelting, firing ranges, stained glass, casting
          fishing weights or bullets. Workers can carry lead dust home on clothes and shoes.
        </li>
        <li>
          Some imported spices, candies, pottery glazes, cosmetics (such as kohl or surma) and traditional remedies.
        </li>
      </ul>
      <h3>Mercury</h3>
      <ul>
        <li>
          Methylmercury in some large, long-lived fish, such as shark, swordfish, king mackerel, bigeye tuna, marlin
          and tilefish from the Gulf of Mexico.
        </li>
        <li>Mercury vapor from broken thermometers, some older devices, or spills that are vacuumed up.</li>
        <li>Some imported skin-lightening creams and soaps.</li>
      </ul>
      <h3>Arsenic and cadmium</h3>
      <ul>
        <li>Arsenic: private wells in some regions, some rice and rice products, and certain workplaces.</li>
        <li>
          Cadmium: for people who do not smoke, food is the main source; for smokers, it is tobacco smoke (
          <SourceLink source={SRC.atsdrCadmium}>ATSDR</SourceLink>). Battery making, plating, soldering and welding
          can add workplace exposure.
        </li>
      </ul>
      <p>
        Dental amalgam fillings contain mercury. The FDA does not advise removing fillings that are in good
        condition just to avoid mercury, because drilling them out releases mercury vapor. Talk to your dentist if
        you have a specific concern or belong to a group the FDA considers at higher risk.
      </p>

      <h2 id="stop-exposure">Step 1: Find and stop the exposure</h2>
      <p>
        For most people with raised levels, removing the source is the treatment. Blood lead levels usually fall
        once exposure stops, though lead stored in bone leaves the body slowly.
      </p>
      <ul>
        <li>Ask your local or state health department about home lead inspections; many run lead programs.</li>
        <li>
          Clean dust with a wet cloth or mop rather than sweeping, and wash children’s hands and toys often.
        </li>
        <li>
          If your home was built before 1978, use a contractor certified under the EPA’s lead-safe renovation rule
          for any work that disturbs paint.
        </li>
        <li>If you work with lead, change clothes and shoes before you go home and wash work clothes separately.</li>
        <li>Test private well water, and follow the FDA and EPA advice on which fish to choose.</li>
        <li>Stop using imported remedies, cosmetics or spices you suspect, and tell your clinician about them.</li>
      </ul>

      <h2 id="testing">Step 2: Test the right way</h2>
      <p>
        The right test depends on the metal and on how you were exposed. Tests should be ordered by a clinician and
        run by a laboratory certified under CLIA, the federal standard for clinical labs.
      </p>
      <ul>
        <li>
          <strong>Lead:</strong> a blood lead test. It is the standard test for lead exposure in children and adults.
          A finger-stick result that is raised should be confirmed with a blood sample from a vein.
        </li>
        <li>
          <strong>Mercury:</strong> blood for methylmercury from fish; urine for mercury vapor and inorganic mercury.
        </li>
        <li>
          <strong>Arsenic:</strong> urine. Seafood contains a harmless form of arsenic, so labs can separate the
          forms, and clinicians often ask you to avoid seafood for a few days before the test.
        </li>
        <li>
          <strong>Cadmium:</strong> blood for recent exposure and urine for long-term build-up.
        </li>
      </ul>
      <p>
        The CDC uses a blood lead reference value of 3.5 micrograms per deciliter (µg/dL) for children aged 1 to 5.
        It marks the highest 2.5% of children’s levels nationally, so that those children get follow-up. It is not a
        “safe” level: the CDC says no safe blood lead level in children has been identified.
      </p>
      <h3>Tests to be wary of</h3>
      <p>
        “Provoked” or “challenge” urine tests give a dose of a chelating drug and then measure metals in the urine.
        Chelators make anyone’s urine metal levels rise, and there are no valid reference ranges for provoked
        samples. The American College of Medical Toxicology states that these tests are not a validated way to
        diagnose metal toxicity and should not be used to decide on chelation. Hair analysis is also unreliable for
        diagnosing metal poisoning.
      </p>

      <h2 id="treatment">Step 3: Treatment, when it is needed</h2>
      <p>
        Chelation is for confirmed, significant poisoning, judged from a reliable test, your exposure history and
        your symptoms. For children, CDC guidance recommends chelation when blood lead is 45 µg/dL or higher, along
        with removing the source; below that, care centers on finding and ending the exposure, nutrition, and
        follow-up testing. Adults are assessed one by one, usually with a medical toxicologist or occupational
        medicine specialist.
      </p>
      <p>
        The drugs used are prescription medicines approved for specific poisonings, such as succimer, edetate
        calcium disodium and dimercaprol for lead. Our{" "}
        <Link href="/chelation-guide">chelation therapy guide</Link> explains each one, what it is approved for, and
        its risks.
      </p>
      <p>
        Chelation does not undo harm that has already happened, and it is not a way to “cleanse” a healthy body. It
        also removes essential minerals such as zinc, and it can cause serious side effects.
      </p>

      <h2 id="what-does-not-work">Products and methods that do not work</h2>
      <p>None of the following has good evidence that it removes meaningful amounts of heavy metals:</p>
      <ul>
        <li>
          <strong>Over-the-counter chelators</strong> sold as supplements, sprays, drops or suppositories, including
          products labelled EDTA, DMSA or DMPS. None is approved for sale without a prescription (
          <SourceLink source={SRC.fdaOtc2010}>FDA</SourceLink>). Never give one to a child.
        </li>
        <li>
          <strong>Ionic foot baths and detox foot pads.</strong> The water or pad changes colour from the metal
          electrodes, salt or moisture, not from toxins leaving your feet.
        </li>
        <li>
          <strong>Clay baths, charcoal, cilantro and chlorella.</strong> There are no good human studies showing
          they lower metal levels in people who are exposed. Activated charcoal binds metals poorly.
        </li>
        <li>
          <strong>Saunas and sweating</strong> remove only tiny amounts compared with urine and stool.
        </li>
        <li>
          <strong>IV “detox” drips</strong> offered for general wellness, fatigue or vague symptoms.
        </li>
      </ul>
      <p>
        These products can also delay the real step that helps: finding and stopping the source of exposure.
      </p>

      <h2 id="everyday">Everyday habits that do help</h2>
      <ul>
        <li>
          Calcium, iron and vitamin C in the diet may reduce how much lead the body absorbs, which matters most for
          children and during pregnancy. They are not a treatment: the CDC says nutrition has not been proven to
          lower a raised blood lead level (<SourceLink source={SRC.cdcNutrition}>CDC</SourceLink>).
        </li>
        <li>Regular meals: an empty stomach absorbs more lead.</li>
        <li>Run cold tap water before drinking if you may have lead pipes, and use cold water for cooking.</li>
        <li>Do not smoke, and keep children away from tobacco smoke.</li>
      </ul>

      <h2 id="safety">Safety: why supervision matters</h2>
      <p>
        Chelating drugs are powerful. They can lower blood calcium, harm the kidneys and liver, cause allergic
        reactions, and strip out zinc and other minerals the body needs. Between 2003 and 2005 the CDC reported
        three deaths from cardiac arrest caused by dangerously low blood calcium during chelation, two of them young
        children (<SourceLink source={SRC.mmwr2006}>MMWR, 2006</SourceLink>). The children had been given edetate
        disodium, a different drug from the edetate calcium disodium used for lead poisoning; the two names are easy
        to confuse. The FDA has approved edetate disodium for no chelation use, and in 2008 it warned that patients
        had died when given it by mistake or for unapproved “chelation therapies” (
        <SourceLink source={SRC.fdaEdetate2008}>FDA advisory</SourceLink>).
      </p>
      <p>
        Safe chelation includes kidney and liver tests and blood counts before treatment, the right drug and dose,
        checks during treatment, and a repeat of the same reliable test afterwards.
      </p>

      <h2 id="where-to-start">Where to start</h2>
      <ol>
        <li>Talk to your primary care doctor or your child’s pediatrician about your exposure and symptoms.</li>
        <li>Ask for the standard test for the metal you are concerned about.</li>
        <li>
          If a result is raised, ask for a referral to a medical toxicologist, an occupational medicine specialist,
          or a Pediatric Environmental Health Specialty Unit (PEHSU) for children.
        </li>
        <li>
          Call Poison Control at <a href="tel:+18002221222">1-800-222-1222</a> with questions about a possible
          poisoning. Experts answer 24 hours a day, for free.
        </li>
        <li>
          Read our <Link href="/symptoms-guide">symptoms guide</Link> and{" "}
          <Link href="/choosing-guide">guide to choosing a provider</Link>.
        </li>
      </ol>
    </GuideArticle>
  );
}
