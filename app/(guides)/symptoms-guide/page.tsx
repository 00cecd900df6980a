import Link from "next/link";
import { GuideArticle } from "@/features/content/guide-article";
import { guideMetadata } from "@/features/content/guide-metadata";
import { SRC } from "@/features/content/sources-common";
import { SourceLink } from "@/features/content/sources";
import { UrgentHelp } from "@/features/content/urgent-help";
import { GUIDES } from "@/features/content/guides";

const page = GUIDES.symptoms;
export const metadata = guideMetadata(page);

const sections = [
  { id: "general", title: "Symptoms are often vague" },
  { id: "neurological", title: "Neurological and cognitive symptoms" },
  { id: "physical", title: "Physical and energy-related symptoms" },
  { id: "cardiovascular", title: "Cardiovascular and respiratory symptoms" },
  { id: "digestive", title: "Digestive, immune and skin symptoms" },
  { id: "by-metal", title: "Symptoms by metal" },
  { id: "seek-help", title: "When to seek help or urgent care" },
  { id: "testing", title: "When to consider testing" },
];

export default function SymptomsGuidePage() {
  return (
    <GuideArticle
      page={page}
      before={<UrgentHelp />}
      intro="Heavy metal poisoning can cause many different symptoms, and most of them have other, more common causes. This guide describes the signs doctors look for, what is typical for each metal, and when to get help."
      sections={sections}
      cta={{
        label: "Find Testing & Treatment Providers",
        text: "If you have a likely exposure and symptoms, start with your own doctor. You can also search the directory for testing and treatment providers near you.",
      }}
      sources={[
        SRC.poisonHelp,
        SRC.buttonBattery,
        SRC.magnets,
        SRC.cmsLeadScreening,
        SRC.cdcBlrv,
        SRC.cdcCaseMgmt,
        SRC.atsdrLead,
        SRC.atsdrCadmium,
        SRC.atsdrArsenic,
        SRC.meesLines,
        SRC.acmtProvoked,
        SRC.fdaEpaFish,
      ]}
    >
      <h2 id="general">Symptoms are often vague</h2>
      <p>
        Metal poisoning rarely announces itself. Low-level exposure often causes no symptoms at all, especially in
        children, and the symptoms it can cause, such as tiredness, headaches or stomach pain, are far more often
        due to something else. That is why doctors start from your exposure history (home, work, hobbies, water,
        food, remedies) and then use a reliable test, rather than judging from symptoms alone.
      </p>
      <p>
        The symptoms below are grouped the way clinicians think about them. Having one or several of them does not
        mean you have been poisoned; it means they are worth discussing with a doctor, together with any exposure.
      </p>

      <h2 id="neurological">Neurological and cognitive symptoms</h2>
      <ul>
        <li>Headaches, trouble concentrating, memory problems and slowed thinking.</li>
        <li>Irritability, mood changes, anxiety or depression, and sleep problems.</li>
        <li>Numbness, tingling or burning in the hands and feet (peripheral neuropathy).</li>
        <li>Tremor, clumsiness, or trouble with walking, speech, vision or hearing.</li>
        <li>In children: learning and attention problems, and falling behind in development.</li>
        <li>At very high levels: confusion, seizures or loss of consciousness, which are emergencies.</li>
      </ul>

      <h2 id="physical">Physical and energy-related symptoms</h2>
      <ul>
        <li>Tiredness and weakness, sometimes from anemia (lead interferes with making red blood cells).</li>
        <li>Muscle and joint aches.</li>
        <li>Loss of appetite and weight loss.</li>
        <li>Weakness of specific muscles, such as a hand or wrist that drops, with long, heavy lead exposure.</li>
        <li>Fertility problems, and in pregnancy a higher risk of miscarriage, preterm birth and low birth weight.</li>
      </ul>

      <h2 id="cardiovascular">Cardiovascular and respiratory symptoms</h2>
      <ul>
        <li>High blood pressure, linked with long-term lead exposure in adults.</li>
        <li>Irregular heartbeat or low blood pressure in severe arsenic poisoning.</li>
        <li>
          Cough, chest tightness and shortness of breath after breathing in mercury vapor or cadmium fumes, for
          example from heating metal or welding. This can become serious within hours.
        </li>
      </ul>

      <h2 id="digestive">Digestive, immune and skin symptoms</h2>
      <ul>
        <li>Stomach pain and cramps, constipation, nausea and vomiting (lead).</li>
        <li>Vomiting and severe watery or bloody diarrhea soon after swallowing arsenic or mercury salts.</li>
        <li>Skin changes with long-term arsenic exposure: darker patches and thick skin on the palms and soles.</li>
        <li>
          White lines across the nails (Mees’ lines), which appear about two months after an acute or subacute
          arsenic poisoning, as the nail grows out (<SourceLink source={SRC.atsdrArsenic}>ATSDR</SourceLink>;{" "}
          <SourceLink source={SRC.meesLines}>VisualDx</SourceLink>).
        </li>
        <li>Sore, swollen gums and increased saliva with mercury; a bluish line on the gums with heavy lead exposure.</li>
        <li>Kidney damage, often without symptoms until late, with lead, mercury and cadmium.</li>
      </ul>

      <h2 id="by-metal">Symptoms by metal</h2>
      <h3>Lead in children</h3>
      <p>
        Most children with raised blood lead look and act well. Lead can still affect learning, attention and
        behavior, so testing, not symptoms, is how it is found. Higher levels can cause stomach pain, constipation,
        vomiting, tiredness, irritability and loss of appetite. Very high levels can cause brain swelling,
        seizures, coma and death. The CDC uses a blood lead reference value of 3.5 µg/dL to flag children whose
        levels are higher than most and need follow-up; no safe level has been identified.
      </p>
      <h3>Lead in adults</h3>
      <p>
        Adults may have headaches, memory and concentration problems, mood changes, muscle and joint pain, stomach
        pain, anemia, high blood pressure, kidney damage and reduced fertility. Lead passes from a pregnant woman to
        her baby. Symptoms usually appear at levels well above those that can still cause harm over time.
      </p>
      <h3>Mercury</h3>
      <ul>
        <li>
          <strong>Methylmercury (from fish):</strong> numbness or tingling around the mouth and in the hands and
          feet, clumsiness, narrowing of vision, and problems with hearing and speech. Unborn babies and young
          children are most sensitive.
        </li>
        <li>
          <strong>Mercury vapor:</strong> cough and breathing trouble soon after a large exposure; over time, tremor,
          irritability, shyness, poor sleep, memory problems and sore gums.
        </li>
        <li>
          <strong>Mercury salts (swallowed):</strong> burning in the mouth and stomach, vomiting, bloody diarrhea and
          kidney failure.
        </li>
      </ul>
      <h3>Cadmium</h3>
      <p>
        Breathing in cadmium fumes can cause fever, chills, muscle aches and chest pain like the flu, then lung
        damage that can be fatal. Swallowing it causes nausea, vomiting and stomach pain. Long-term exposure damages
        the kidneys and weakens bones, and cadmium is a known cause of lung cancer.
      </p>
      <h3>Arsenic</h3>
      <p>
        A large dose causes vomiting, stomach pain and severe diarrhea within hours, then low blood pressure, heart
        rhythm problems and nerve damage. Long-term exposure, for example from well water, causes skin changes,
        numbness in the hands and feet, and raises the risk of skin, bladder and lung cancers.
      </p>

      <h2 id="seek-help">When to seek help or urgent care</h2>
      <p>
        <strong>Call 911</strong> for seizures, collapse, severe trouble breathing, confusion or someone who cannot
        be woken.
      </p>
      <p>
        <strong>Call Poison Control at <a href="tel:+18002221222">1-800-222-1222</a></strong> straight away if:
      </p>
      <ul>
        <li>a child may have swallowed something containing metal, such as a lead object or a fishing weight;</li>
        <li>a mercury thermometer or device has broken, especially if it was heated or vacuumed;</li>
        <li>someone has vomiting or diarrhea after a possible exposure;</li>
        <li>you have questions about any possible poisoning. The call is free and confidential.</li>
      </ul>
      <p>
        <strong>Go to the emergency room at once</strong> if a child or adult has swallowed a button battery or a
        magnet, even without symptoms. A battery lodged in the throat can burn through it within hours, and two
        magnets can pull together through the bowel (<SourceLink source={SRC.buttonBattery}>Ontario Poison Centre</SourceLink>;{" "}
        <SourceLink source={SRC.magnets}>Wisconsin Poison Center</SourceLink>).
      </p>
      <p>
        <strong>See your doctor soon</strong> if you have symptoms above together with a likely source of exposure,
        or if a child has eaten paint chips or soil, or lives in or visits an older home that is being renovated.
      </p>

      <h2 id="testing">When to consider testing</h2>
      <ul>
        <li>
          Children at risk, as the CDC and your state advise. Children enrolled in Medicaid must have blood lead
          tests at 12 and 24 months of age, and a catch-up test between 24 and 72 months if they have never been
          tested (<SourceLink source={SRC.cmsLeadScreening}>Medicaid</SourceLink>).
        </li>
        <li>Pregnancy, if you have a likely source of lead or mercury exposure.</li>
        <li>Work or hobbies with lead, mercury, cadmium or arsenic.</li>
        <li>A home built before 1978 with peeling paint or recent renovation, or lead water pipes.</li>
        <li>Private well water that has not been tested.</li>
        <li>Use of imported remedies, cosmetics or spices linked to metal contamination.</li>
      </ul>
      <p>
        Ask for the standard test for the metal in question: blood lead for lead; blood or urine for mercury,
        depending on the form; urine for arsenic; blood and urine for cadmium. Avoid “provoked” urine tests and hair
        analysis, which are not validated for diagnosing metal toxicity. Our{" "}
        <Link href="/detox-guide">complete detox guide</Link> explains testing in more detail.
      </p>
    </GuideArticle>
  );
}
