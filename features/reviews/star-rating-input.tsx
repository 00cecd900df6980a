"use client";

import { fill } from "@/lib/i18n/fill";
import { Star } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { useState, type Ref } from "react";
import { RadioGroup } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";

type StarRatingInputProps = {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Receives the first star, so a form can focus the field when it is invalid. */
  inputRef?: Ref<HTMLButtonElement>;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The stars' names and the line beside them ("{n} stars", "{n} out of 5", "Select a rating"). */
  text: { starOne: string; starMany: string; outOf: string; selectRating: string };
};


/** Five stars as one radio group: arrow keys move between them, each has a name ("4 stars"). */
export function StarRatingInput({ value, onChange, onBlur, inputRef, labelledBy, describedBy, invalid, text }: StarRatingInputProps) {
  const starLabel = (n: number) => fill(n === 1 ? text.starOne : text.starMany, { n });
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div className="flex items-center gap-3">
      <RadioGroup
        value={value >= 1 && value <= 5 ? String(value) : ""}
        onValueChange={(v) => onChange(Number(v))}
        orientation="horizontal"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required
        className="flex gap-0.5"
        onMouseLeave={() => setHover(0)}
        onBlur={onBlur}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <RadioGroupPrimitive.Item
            key={n}
            value={String(n)}
            ref={n === 1 ? inputRef : undefined}
            aria-label={starLabel(n)}
            onMouseEnter={() => setHover(n)}
            className="rounded-md p-1.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn("size-7", n <= shown ? "fill-primary text-primary" : invalid ? "text-destructive" : "text-slate-500")}
            />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroup>
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {value >= 1 ? fill(text.outOf, { n: value }) : text.selectRating}
      </span>
    </div>
  );
}
